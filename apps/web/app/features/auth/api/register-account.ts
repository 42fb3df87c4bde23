import {
  type PublicUser,
  type RegisterRequest,
  registerResponseDataSchema,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';

const registerResponseSchema = successEnvelope(registerResponseDataSchema);

/**
 * Creates an account and signs in: the server sets the session cookie, as on signing in; the
 * token in the body is for API clients and is dropped here (decision 001).
 */
export async function registerAccount(account: RegisterRequest): Promise<PublicUser> {
  const body = await apiClient.post('/auth/register', account, registerResponseSchema);
  return body.data.user;
}

export function useRegisterAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}
