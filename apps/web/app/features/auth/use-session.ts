import type { PublicUser } from '@launchpad/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUserQuery } from './api/get-current-user.ts';
import {
  getStoredUserSnapshot,
  readStoredUser,
  removeLegacyTokens,
  subscribeToStoredUser,
} from './stored-user.ts';

// Prerendered HTML shows the signed-out state, so hydration must start from it too.
const signedOutOnServer = () => null;

/** The signed-in user as remembered in this browser; null before mount and when signed out. */
export function useSession(): { user: PublicUser | null } {
  const user = useSyncExternalStore(subscribeToStoredUser, getStoredUserSnapshot, signedOutOnServer);
  return { user };
}

/**
 * Run once at the root: drops corrupt or legacy data from localStorage, then confirms the
 * remembered user with `GET /api/auth/me` (a 401 forgets them).
 */
export function useSessionCheck() {
  useEffect(() => {
    removeLegacyTokens();
    readStoredUser();
  }, []);
  const { user } = useSession();
  useCurrentUserQuery({ enabled: user !== null });
}
