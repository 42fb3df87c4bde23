import { meResponseDataSchema, type PublicUser, successEnvelope } from '@launchpad/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient, isSessionEnded } from '../../../lib/api-client.ts';
import { clearStoredUser, readStoredUser, writeStoredUser } from '../../../lib/stored-user.ts';
import { authKeys } from './auth-keys.ts';

const meResponseSchema = successEnvelope(meResponseDataSchema);

/** The user of the session cookie, or null when the session is missing or expired (401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    const body = await apiClient.get('/auth/me', meResponseSchema, signal);
    return body.data.user;
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}

/** Remembers the signed-in user in this browser and in the session query. */
export function rememberUser(queryClient: QueryClient, user: PublicUser): void {
  writeStoredUser(user);
  queryClient.setQueryData(authKeys.session(), user);
}

/**
 * Asks again for the remembered user's profile after it changed on the server; none: nothing to
 * do. The change itself has already succeeded: a failure to ask is not the change's, and the
 * session query asks again on the next visit.
 */
export async function refreshRememberedUser(queryClient: QueryClient): Promise<void> {
  if (!readStoredUser()) return;
  const user = await getCurrentUser().catch(() => null);
  if (user) rememberUser(queryClient, user);
}

/**
 * Confirms the remembered user with the server and keeps localStorage in step with the answer.
 * It runs only while a user is remembered: asking for a visitor who never signed in would only
 * produce a 401 in the browser console on every page.
 */
export function useCurrentUserQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: authKeys.session(),
    queryFn: async ({ signal }) => {
      const user = await getCurrentUser(signal);
      if (user) writeStoredUser(user);
      else clearStoredUser();
      return user;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
