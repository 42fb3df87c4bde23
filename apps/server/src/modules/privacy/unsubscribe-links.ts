import { createHmac, timingSafeEqual } from 'node:crypto';
import { isGuid, UNSUBSCRIBE_LINK_DAYS } from '@launchpad/shared';

/** What a link withdraws: the consent to product updates (the one purpose mailed on consent). */
const PURPOSE = 'product-updates';
const DAY_MS = 86_400_000;

/** What a token says: the account whose consent it withdraws, or why it is refused. */
export type UnsubscribeToken = { userId: string } | { refused: 'invalid' | 'expired' };

/**
 * One-click unsubscribe links (RFC 8058) of product updates:
 * `…/api/unsubscribe?token=<user>.<day>.<mac>`, the day the mail was queued (days since 1970, base
 * 36) and the MAC an HMAC-SHA256 of the purpose, the account and the day under a key derived from
 * the server's secret. A link works without signing in for UNSUBSCRIBE_LINK_DAYS after its mail was
 * queued (every product update carries a new one), and can only withdraw.
 */
export function createUnsubscribeLinks({
  secret,
  publicUrl,
  now = Date.now,
}: {
  secret: string;
  publicUrl: string;
  now?: () => number;
}) {
  const key = createHmac('sha256', secret).update('list-unsubscribe').digest();
  const mac = (userId: string, day: number) =>
    createHmac('sha256', key).update(`${PURPOSE}:${userId}:${day}`).digest('base64url');
  const today = () => Math.floor(now() / DAY_MS);

  return {
    url(userId: string): string {
      const day = today();
      return `${publicUrl}/api/unsubscribe?token=${userId}.${day.toString(36)}.${mac(userId, day)}`;
    },

    /** The account a token names; refused when it is not one of ours, or is past its days. */
    verify(token: string): UnsubscribeToken {
      const [userId = '', dayText = '', given = '', ...rest] = token.split('.');
      if (rest.length > 0 || !isGuid(userId) || !/^[0-9a-z]{1,6}$/.test(dayText))
        return { refused: 'invalid' };
      const day = Number.parseInt(dayText, 36);
      const expected = Buffer.from(mac(userId, day));
      const actual = Buffer.from(given);
      // The MAC first: only a link we made is told that it expired.
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
        return { refused: 'invalid' };
      return today() - day > UNSUBSCRIBE_LINK_DAYS ? { refused: 'expired' } : { userId };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
