import {
  messages,
  signedInDataSchema,
  successEnvelope,
  type TwoFactorSignInRequest,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';
import { type SignInOutcome, signInOutcomeOf } from './sign-in-outcome.ts';

const codeSignInResponseSchema = successEnvelope(signedInDataSchema);

/** The second step of a sign-in: the challenge of the first and a code open the session. */
export async function logInWithCode(
  input: TwoFactorSignInRequest,
): Promise<SignInOutcome & { message: string }> {
  const body = await apiClient.post('/auth/login/two-factor', input, codeSignInResponseSchema);
  return { ...signInOutcomeOf(body.data), message: body.message ?? messages.loggedIn };
}

export function useLogInWithCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInWithCode,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') rememberUser(queryClient, outcome.user);
    },
  });
}
