import {
  type AcceptInvitationRequest,
  type ForgotPasswordRequest,
  noDataEnvelope,
  type ResetPasswordRequest,
} from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Asks for a reset link by mail; the answer's sentence is the same whether the account exists or not. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  const body = await apiClient.post('/auth/forgot-password', input, noDataEnvelope);
  return body.message ?? '';
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(input: ResetPasswordRequest): Promise<string> {
  const body = await apiClient.post('/auth/reset-password', input, noDataEnvelope);
  return body.message ?? '';
}

/** Sets the first password of an account the team opened, with the token of its invitation link. */
export async function acceptInvitation(input: AcceptInvitationRequest): Promise<string> {
  const body = await apiClient.post('/auth/accept-invitation', input, noDataEnvelope);
  return body.message ?? '';
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the password from a reset link, or from an invitation link with `invitation`. */
export function useSetPasswordFromLinkMutation({ invitation }: { invitation: boolean }) {
  return useMutation({ mutationFn: invitation ? acceptInvitation : resetPassword });
}
