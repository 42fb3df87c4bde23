import {
  type ChangePasswordRequest,
  loginResponseDataSchema,
  type PublicUser,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeStoredUser } from '../../../lib/stored-user.ts';
import { authKeys } from './auth-keys.ts';

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
      writeStoredUser(user);
      queryClient.setQueryData(authKeys.session(), user);
    },
  });
}
