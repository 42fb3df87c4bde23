import { noDataEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { clearStoredUser } from '../../../lib/stored-user.ts';

/** Ends every session of the account, this browser's too; the server clears the session cookie. */
export async function signOutEverywhere(): Promise<void> {
  await apiClient.post('/auth/sessions/revoke-all', {}, noDataEnvelope);
}

/**
 * Signs the account out of all devices, then forgets the user and every cached answer and opens
 * the sign-in page, which says what happened. A failure leaves the user signed in, to try again.
 */
export function useSignOutEverywhereMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      clearStoredUser();
      queryClient.removeQueries();
      // A full load of the sign-in page: the signed-in screens' guards must not race it elsewhere.
      window.location.assign(paths.signIn({ signedOutEverywhere: true }));
    },
  });
}
