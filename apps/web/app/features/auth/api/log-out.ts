import { messages, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { clearStoredUser } from '../stored-user.ts';

const logoutResponseSchema = successEnvelope(z.null());

/** Ends the session: the server clears the session cookie. */
export async function logOut(): Promise<void> {
  await apiClient.post('/auth/logout', {}, logoutResponseSchema);
}

/** Logs out, forgets the user and every cached answer, and returns to the home page (spec §2). */
export function useLogOutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => toast.success(messages.loggedOut),
    onError: (error) => toast.error(error.message),
    // Even when the server cannot be reached, nothing of this user stays on the screen.
    onSettled: () => {
      clearStoredUser();
      queryClient.removeQueries();
      navigate(paths.home);
    },
  });
}
