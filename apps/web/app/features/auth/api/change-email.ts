import { type ChangeEmailRequest, type ConfirmEmailChangeRequest, noDataEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshRememberedUser } from './get-current-user.ts';

/** Asks for a link to the new address; the email changes only when that link is opened. */
export async function requestEmailChange(input: ChangeEmailRequest): Promise<string> {
  const body = await apiClient.post('/auth/change-email', input, noDataEnvelope);
  return body.message ?? '';
}

/** Applies the change with the token of the link from the new address. */
export async function confirmEmailChange(input: ConfirmEmailChangeRequest): Promise<string> {
  const body = await apiClient.post('/auth/confirm-email-change', input, noDataEnvelope);
  return body.message ?? '';
}

export function useRequestEmailChangeMutation() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A signed-in browser shows the new address at once (the account page, the menu).
    onSuccess: () => refreshRememberedUser(queryClient),
  });
}
