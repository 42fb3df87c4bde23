import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import {
  LINK_LIFETIMES_MS,
  type MailOutbox,
  type MailTemplateData,
  type NewMail,
  type TypedAddressMail,
} from '../mail/index.ts';
import type { AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository.ts';

/** A fresh link token (32 random bytes) and the hash that is stored in its place. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Each mail that carries a single-use link, and the purpose its token is stored under. */
const linkPurposes = {
  'password-reset': 'password-reset',
  'verify-email': 'verify-email',
  'confirm-email-change': 'change-email',
  invitation: 'invitation',
} as const satisfies Record<keyof typeof LINK_LIFETIMES_MS, AccountTokenPurpose>;

type LinkMail = keyof typeof linkPurposes;

/** What the services that mail an account's links share: the outbox, and the typed-address sender. */
export interface AccountLinkMail {
  tokensRepo: AccountTokensRepository;
  mail: MailOutbox;
  typedAddress: TypedAddressMail;
  now?: () => number;
}

/**
 * Queues a mail carrying a single-use link within the caller's transaction, by `queue` (the
 * typed-address sender for an address that may be unproved, the outbox for the team's
 * invitation): only the token's hash is stored, bound to the address the mail goes to, and the
 * link exists if and only if the transaction commits and `queue` took the mail (a mailbox that
 * had its share gets none). With `onlyNewest`, the account's earlier links of this purpose end once
 * the new one goes. Returns whether the mail was queued.
 */
export async function sendAccountLink<Name extends LinkMail>(
  deps: Pick<AccountLinkMail, 'tokensRepo' | 'now'>,
  tx: Queryable,
  link: {
    template: Name;
    user: Pick<UserRow, 'id'>;
    /** The address the link is mailed to (the account's own, or the new one of an email change). */
    to: string;
    onlyNewest?: boolean;
    data: (token: string) => MailTemplateData[Name];
  },
  queue: (tx: Queryable, mail: NewMail<Name>) => Promise<boolean>,
): Promise<boolean> {
  const purpose = linkPurposes[link.template];
  const ttlMs = LINK_LIFETIMES_MS[link.template];
  const { token, tokenHash } = newLinkToken();
  const mail = {
    key: `${link.template}:${tokenHash}`,
    to: link.to,
    template: link.template,
    data: link.data(token),
  };
  if (!(await queue(tx, mail))) return false;
  if (link.onlyNewest) await deps.tokensRepo.retireAll(tx, link.user.id, purpose);
  await deps.tokensRepo.insert(tx, {
    userId: link.user.id,
    purpose,
    tokenHash,
    email: link.to,
    expiresAt: new Date((deps.now ?? Date.now)() + ttlMs),
  });
  return true;
}
