import { useEffect } from 'react';
import { apiClient, dataContract, isSessionEnded } from '../../lib/api-client.ts';
import {
  clearStoredUser,
  readStoredUser,
  removeLegacyTokens,
  toPublicUser,
  writeStoredUser,
} from '../../lib/stored-user.ts';

/** The part of `GET /api/auth/me` that static pages read: the user, checked as the browser keeps it. */
const meUserResponse = dataContract((data) => {
  const user = toPublicUser((data as { user?: unknown } | null | undefined)?.user);
  return user ? { user } : null;
});

/**
 * The session check of static pages, which run without the app's query cache: drops corrupt or
 * legacy data, then asks `GET /api/auth/me` about a remembered user. A 401 forgets them, a fresh
 * profile replaces the stored one, and anything else (offline, a server error) changes nothing.
 */
export async function checkStoredUser(signal?: AbortSignal): Promise<void> {
  removeLegacyTokens();
  if (!readStoredUser()) return;
  try {
    const body = await apiClient.get('/auth/me', meUserResponse, signal);
    writeStoredUser(body.data.user);
  } catch (error) {
    // Only a 401 forgets the user. Offline, aborted, a server error or an answer not of the
    // contract keeps what is remembered until the next page.
    if (isSessionEnded(error)) clearStoredUser();
  }
}

/** Runs `checkStoredUser` once after the island hydrates. */
export function useStoredUserCheck() {
  useEffect(() => {
    const controller = new AbortController();
    void checkStoredUser(controller.signal);
    return () => controller.abort();
  }, []);
}
