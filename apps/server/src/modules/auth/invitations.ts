import type { UserRow } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { Queryable } from '../orders/orders.repository.ts';
import type { AccountTokensRepository } from './account-tokens.repository.ts';
import { newLinkToken } from './password-reset.service.ts';

/** How long an invitation link works: long enough for a new colleague to find the mail. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues an invitation to an account the team opened, within the caller's transaction: a
 * single-use link where the invitee chooses their password. Only the newest invitation works.
 */
export async function sendInvitationLink(
  deps: { tokensRepo: AccountTokensRepository; mail: MailOutbox; now?: () => number },
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'isAdmin'>,
  invitedBy: string,
): Promise<void> {
  await deps.tokensRepo.retireAll(tx, user.id, 'invitation');
  const { token, tokenHash } = newLinkToken();
  await deps.tokensRepo.insert(tx, {
    userId: user.id,
    purpose: 'invitation',
    tokenHash,
    email: user.email,
    expiresAt: new Date((deps.now ?? Date.now)() + INVITATION_TOKEN_TTL_MS),
  });
  await deps.mail.enqueue(tx, {
    key: `invitation:${tokenHash}`,
    to: user.email,
    template: 'invitation',
    data: { name: user.name, invitedBy, asAdmin: user.isAdmin, token },
  });
}
