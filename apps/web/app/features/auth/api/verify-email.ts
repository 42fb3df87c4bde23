import { noDataEnvelope, type VerifyEmailRequest } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshRememberedUser } from './get-current-user.ts';

/** Confirms the address with the token of a verification link. */
export async function verifyEmail(input: VerifyEmailRequest): Promise<string> {
  const body = await apiClient.post('/auth/verify-email', input, noDataEnvelope);
  return body.message ?? '';
}

/** Asks for a new verification link for the signed-in account. */
export async function resendVerification(): Promise<string> {
  const body = await apiClient.post('/auth/resend-verification', {}, noDataEnvelope);
  return body.message ?? '';
}

export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in browser learns at once that the address is confirmed (the banner goes).
    onSuccess: () => refreshRememberedUser(queryClient),
  });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
