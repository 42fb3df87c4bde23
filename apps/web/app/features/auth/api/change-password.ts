import {
  type ChangePasswordRequest,
  loginResponseDataSchema,
  type PublicUser,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';

const changePasswordResponseSchema = successEnvelope(loginResponseDataSchema);

/**
 * Changes the password. The server signs out every other session and sets a fresh session cookie
 * for this one; the token in the body is for API clients and is dropped here, as at sign-in.
 */
export async function changePassword(input: ChangePasswordRequest): Promise<PublicUser> {
  const body = await apiClient.post('/auth/change-password', input, changePasswordResponseSchema);
  return body.data.user;
}

export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}
