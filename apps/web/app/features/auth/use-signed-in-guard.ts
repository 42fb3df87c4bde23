import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isSessionEnded } from '../../lib/api-client.ts';
import { useSessionEndedHere } from '../../lib/session-ended.ts';
import { clearStoredUser, readStoredUser } from '../../lib/stored-user.ts';
import { useSession } from '../../lib/use-session.ts';
import { authKeys } from './api/auth-keys.ts';

/**
 * Keeps a signed-in screen for signed-in people. Nobody remembered, or a query answering 401 (the
 * session expired or was signed out elsewhere), sends the visitor to /login and forgets the user;
 * the sign-in page returns them to this screen, and says when their session expired.
 * Pass the errors of the screen's queries. A deliberate Logout on the screen goes home. A session
 * that an action on the screen found over (`markSessionEnded`) stays put: the screen says so.
 */
export function useSignedInGuard(...errors: unknown[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hadUser = useRef(false);
  const unauthenticated = errors.some(isSessionEnded);
  const { user } = useSession();
  const endedHere = useSessionEndedHere();
  const { pathname, search, hash } = useLocation();
  // The sign-in page says why, and returns here afterwards.
  const here = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (endedHere) return;
    if (unauthenticated) {
      clearStoredUser();
      navigate(paths.signIn({ next: here, expired: true }), { replace: true });
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
      if (hadUser.current && !expired) navigate(paths.home, { replace: true });
      else navigate(paths.signIn({ next: here, expired: hadUser.current }), { replace: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [endedHere, unauthenticated, user, navigate, queryClient, here]);
}
