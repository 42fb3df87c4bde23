import { useEffect, useSyncExternalStore } from 'react';
import { clearStoredUser } from './stored-user.ts';
import { useSession } from './use-session.ts';

// Whether an action on the page shown found the session over (a 401 to a mutation, such as an
// upload). The page then says so in place, with a link to sign in that returns to it, instead of
// being swapped for the sign-in page with the customer's work on it.
let endedHere = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An action answered 401: forget the user (the navigation bar drops the name) and say so here. */
export function markSessionEnded() {
  endedHere = true;
  clearStoredUser();
  notify();
}

/** True while the session that an action found over has not been replaced by a new sign-in. */
export function useSessionEndedHere(): boolean {
  const ended = useSyncExternalStore(
    subscribe,
    () => endedHere,
    () => false,
  );
  const { user } = useSession();
  // Signed in again: a later sign-out is no longer this one.
  useEffect(() => {
    if (ended && user) {
      endedHere = false;
      notify();
    }
  }, [ended, user]);
  return ended && user === null;
}
