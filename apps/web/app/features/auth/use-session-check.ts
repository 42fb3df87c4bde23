import { useEffect } from 'react';
import { readStoredUser, removeLegacyTokens } from '../../lib/stored-user.ts';
import { useSession } from '../../lib/use-session.ts';
import { useCurrentUserQuery } from './api/get-current-user.ts';

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
