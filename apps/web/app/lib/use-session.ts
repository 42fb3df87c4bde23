import type { PublicUser } from '@launchpad/shared';
import { useSyncExternalStore } from 'react';
import { getStoredUserSnapshot, subscribeToStoredUser } from './stored-user.ts';

// Prerendered HTML shows the signed-out state, so hydration must start from it too.
const signedOutOnServer = () => null;

/** The signed-in user as remembered in this browser; null before mount and when signed out. */
export function useSession(): { user: PublicUser | null } {
  const user = useSyncExternalStore(subscribeToStoredUser, getStoredUserSnapshot, signedOutOnServer);
  return { user };
}
