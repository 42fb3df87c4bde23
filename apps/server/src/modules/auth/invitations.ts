import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import type { MailOutbox } from '../mail/index.ts';
import { sendAccountLink } from './account-links.ts';
import type { AccountTokensRepository } from './account-tokens.repository.ts';

/**
 * Queues an invitation to an account the team opened, within the caller's transaction: a
 * single-use link where the invitee chooses their password. Only the newest invitation works.
 */
export function sendInvitationLink(
  deps: { tokensRepo: AccountTokensRepository; mail: MailOutbox; now?: () => number },
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'isAdmin'>,
  invitedBy: string,
): Promise<void> {
  return sendAccountLink(deps, tx, {
    template: 'invitation',
    user,
    to: user.email,
    onlyNewest: true,
    data: (token) => ({ name: user.name, invitedBy, asAdmin: user.isAdmin, token }),
  });
}
