import { createHmac, timingSafeEqual } from 'node:crypto';
import { isGuid } from '@launchpad/shared';

/** What a link withdraws: the consent to product updates (the one purpose mailed on consent). */
const PURPOSE = 'product-updates';

/**
 * One-click unsubscribe links (RFC 8058) of product updates: `…/api/unsubscribe?token=<user>.<mac>`,
 * the MAC an HMAC-SHA256 of the account and the purpose under a key derived from the server's secret.
 * A link works without signing in, for as long as the account exists, and can only withdraw.
 */
export function createUnsubscribeLinks({ secret, publicUrl }: { secret: string; publicUrl: string }) {
  const key = createHmac('sha256', secret).update('list-unsubscribe').digest();
  const mac = (userId: string) =>
    createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest('base64url');

  return {
    url(userId: string): string {
      return `${publicUrl}/api/unsubscribe?token=${userId}.${mac(userId)}`;
    },

    /** The account a token names, or undefined when the token is not one of ours. */
    verify(token: string): string | undefined {
      const [userId = '', given = ''] = token.split('.');
      if (!isGuid(userId)) return undefined;
      const expected = Buffer.from(mac(userId));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : undefined;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
