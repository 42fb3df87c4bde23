import {
  type LoginRequest,
  loginResponseDataSchema,
  type PublicUser,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';

const loginResponseSchema = successEnvelope(loginResponseDataSchema);

/**
 * Signs in. The server sets the httpOnly session cookie; the token in the body is for API clients
 * and is deliberately dropped here (decision 001).
 */
export async function logIn(credentials: LoginRequest): Promise<PublicUser> {
  const body = await apiClient.post('/auth/login', credentials, loginResponseSchema);
  return body.data.user;
}

export function useLogInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (user) => {
      rememberUser(queryClient, user);
    },
  });
}
