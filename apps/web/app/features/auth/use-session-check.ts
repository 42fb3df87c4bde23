import { useEffect } from 'react';
import { useCurrentUserQuery } from './api/get-current-user.ts';
import { readStoredUser, removeLegacyTokens } from './stored-user.ts';
import { useSession } from './use-session.ts';

/**
 * Run once at the app's root: drops corrupt or legacy data from localStorage, then confirms the
 * remembered user with `GET /api/auth/me` (a 401 forgets them). Static pages do the same without
 * the query cache: see `check-stored-user.ts`.
 */
export function useSessionCheck() {
  useEffect(() => {
    removeLegacyTokens();
    readStoredUser();
  }, []);
  const { user } = useSession();
  useCurrentUserQuery({ enabled: user !== null });
}
