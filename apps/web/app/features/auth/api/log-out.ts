import { messages } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { clearStoredUser } from '../../../lib/stored-user.ts';
import { endSession } from './end-session.ts';

/** Logs out, forgets the user and every cached answer, and returns to the home page. */
export function useLogOutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: endSession,
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
