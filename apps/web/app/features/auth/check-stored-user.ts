import { useEffect } from 'react';
import { API_BASE } from '../../lib/api-client.ts';
import {
  clearStoredUser,
  readStoredUser,
  removeLegacyTokens,
  toPublicUser,
  writeStoredUser,
} from '../../lib/stored-user.ts';

/**
 * The session check of static pages, which run without the app's query cache: drops corrupt or
 * legacy data, then asks `GET /api/auth/me` about a remembered user. A 401 forgets them, a fresh
 * profile replaces the stored one, and anything else (offline, a server error) changes nothing.
 */
export async function checkStoredUser(signal?: AbortSignal): Promise<void> {
  removeLegacyTokens();
  if (!readStoredUser()) return;
  try {
    const response = await fetch(`${API_BASE}/auth/me`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (response.status === 401) {
      clearStoredUser();
      return;
    }
    if (!response.ok) return;
    const body = (await response.json()) as { data?: { user?: unknown } } | null;
    const user = toPublicUser(body?.data?.user);
    if (user) writeStoredUser(user);
  } catch {
    // Offline or aborted: keep what is remembered until the next page.
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
