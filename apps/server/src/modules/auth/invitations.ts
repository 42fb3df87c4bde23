import { isStaffRole } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { type AccountLinkMail, sendAccountLink } from './account-links.ts';

/**
 * Queues an invitation to an account the team opened, within the caller's transaction: a
 * single-use link where the invitee chooses their password. Only the newest invitation works.
 */
export function sendInvitationLink(
  deps: Pick<AccountLinkMail, 'tokensRepo' | 'mail' | 'now'>,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>,
  invitedBy: string,
): Promise<boolean> {
  return sendAccountLink(
    deps,
    tx,
    {
      template: 'invitation',
      user,
      to: user.email,
      onlyNewest: true,
      // `asAdmin` (a member of the team) keeps its name: mails already queued carry it.
      data: (token) => ({ name: user.name, invitedBy, asAdmin: isStaffRole(user.role), token }),
    },
    // Sent because the team chose to, to the address the team typed for a colleague.
    deps.mail.enqueue,
  );
}
