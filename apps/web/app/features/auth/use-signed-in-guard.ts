import { messages } from '@launchpad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { authKeys } from './api/auth-keys.ts';
import { clearStoredUser, readStoredUser } from './stored-user.ts';
import { useSession } from './use-session.ts';

function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Keeps a signed-in screen for signed-in people. Nobody remembered, or a query answering 401 (the
 * session expired or was signed out elsewhere), sends the visitor to /login and forgets the user.
 * Pass the errors of the screen's queries. A deliberate Logout on the screen goes home (spec §2).
 */
export function useSignedInGuard(...errors: unknown[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hadUser = useRef(false);
  const unauthenticated = errors.some(isUnauthenticated);
  const { user } = useSession();

  useEffect(() => {
    if (unauthenticated) {
      clearStoredUser();
      toast.info(messages.sessionExpired, { id: 'session-expired' });
      navigate(paths.login, { replace: true });
      return;
    }
    // Storage as well as useSession: while hydrating, useSession still reports the signed-out snapshot.
    if (user || readStoredUser()) {
      hadUser.current = true;
      return;
    }
    // Decided a moment later: a Logout on this screen navigates away first (and this is cancelled),
    // and a 401 from GET /api/auth/me has by then been cached as null.
    const timer = window.setTimeout(() => {
      const expired = queryClient.getQueryData(authKeys.session()) === null;
      navigate(hadUser.current && !expired ? paths.home : paths.login, { replace: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [unauthenticated, user, navigate, queryClient]);
}
