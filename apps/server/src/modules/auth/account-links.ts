import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { MailTemplateData } from '../mail/templates/index.ts';
import type { AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository.ts';

/** A fresh link token (32 random bytes) and the hash that is stored in its place. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Each mail that carries a single-use link: the purpose its token is stored under, and how long
 * the link works from when the mail is queued.
 */
const linkMails = {
  'password-reset': { purpose: 'password-reset', ttlMs: 30 * MINUTE_MS },
  'verify-email': { purpose: 'verify-email', ttlMs: DAY_MS },
  'confirm-email-change': { purpose: 'change-email', ttlMs: DAY_MS },
  // Long enough for a new colleague to find the mail.
  invitation: { purpose: 'invitation', ttlMs: 7 * DAY_MS },
} as const satisfies Record<string, { purpose: AccountTokenPurpose; ttlMs: number }>;

type LinkMail = keyof typeof linkMails;

const lifetimes = new Map<string, number>(
  Object.entries(linkMails).map(([name, mail]) => [name, mail.ttlMs]),
);

/** How long the link of a mail works, for the mails (templates) that carry one. */
export function linkLifetimeMs(template: string): number | undefined {
  return lifetimes.get(template);
}

/**
 * Queues a mail carrying a single-use link within the caller's transaction: only the token's hash
 * is stored, bound to the address the mail goes to, and the link exists if and only if the
 * transaction commits. With `onlyNewest`, the account's earlier links of this purpose end.
 */
export async function sendAccountLink<Name extends LinkMail>(
  deps: { tokensRepo: AccountTokensRepository; mail: MailOutbox; now?: () => number },
  tx: Queryable,
  link: {
    template: Name;
    user: Pick<UserRow, 'id'>;
    /** The address the link is mailed to (the account's own, or the new one of an email change). */
    to: string;
    onlyNewest?: boolean;
    data: (token: string) => MailTemplateData[Name];
  },
): Promise<void> {
  const { purpose, ttlMs } = linkMails[link.template];
  if (link.onlyNewest) await deps.tokensRepo.retireAll(tx, link.user.id, purpose);
  const { token, tokenHash } = newLinkToken();
  await deps.tokensRepo.insert(tx, {
    userId: link.user.id,
    purpose,
    tokenHash,
    email: link.to,
    expiresAt: new Date((deps.now ?? Date.now)() + ttlMs),
  });
  await deps.mail.enqueue(tx, {
    key: `${link.template}:${tokenHash}`,
    to: link.to,
    template: link.template,
    data: link.data(token),
  });
}
