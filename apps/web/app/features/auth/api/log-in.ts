import { type LoginRequest, signInResponseDataSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';
import { type SignInOutcome, signInOutcomeOf } from './sign-in-outcome.ts';

const loginResponseSchema = successEnvelope(signInResponseDataSchema);

/**
 * Signs in. The server sets the httpOnly session cookie, or, for an account with two-step sign-in,
 * answers a challenge that a code must complete; the token in the body is for API clients and is
 * deliberately dropped here (decision 001).
 */
export async function logIn(credentials: LoginRequest): Promise<SignInOutcome> {
  const body = await apiClient.post('/auth/login', credentials, loginResponseSchema);
  return signInOutcomeOf(body.data);
}

export function useLogInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') rememberUser(queryClient, outcome.user);
    },
  });
}
