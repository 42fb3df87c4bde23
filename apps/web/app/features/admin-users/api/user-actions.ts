import {
  type AdminUser,
  adminUserResponseSchema,
  type InviteUserRequest,
  successEnvelope,
  type UserRole,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';

const userResponse = successEnvelope(adminUserResponseSchema);

/** What the team can do to one account from the Users tab; each answers the account and a sentence. */
export type UserAction =
  | 'resend-invitation'
  | 'resend-verification'
  | 'sign-out'
  | 'deactivate'
  | 'reactivate'
  | 'change-role';

export interface UserActionResult {
  user: AdminUser;
  message: string;
}

/** One action on one account; `role` is the new role of `change-role`. */
export interface UserActionInput {
  id: string;
  action: UserAction;
  role?: UserRole;
}

async function act({ id, action, role }: UserActionInput): Promise<UserActionResult> {
  const base = `/admin/users/${encodeURIComponent(id)}`;
  const body =
    action === 'change-role'
      ? await apiRequest(`${base}/role`, { method: 'PATCH', body: { role }, schema: userResponse })
      : await apiClient.post(
          {
            'resend-invitation': `${base}/invitation`,
            'resend-verification': `${base}/verification`,
            'sign-out': `${base}/sessions/revoke`,
            deactivate: `${base}/deactivate`,
            reactivate: `${base}/reactivate`,
          }[action],
          {},
          userResponse,
        );
  return { user: body.data.user, message: body.message ?? '' };
}

/** An owner opens an account for someone (`POST /api/admin/invitations`), who is mailed a link to set a password. */
export async function inviteUser(person: InviteUserRequest): Promise<UserActionResult> {
  const body = await apiClient.post('/admin/invitations', person, userResponse);
  return { user: body.data.user, message: body.message ?? '' };
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
    ]);
}

export function useInviteUserMutation() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: inviteUser, onSuccess: refresh });
}

export function useUserActionMutation() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: act, onSuccess: refresh });
}
