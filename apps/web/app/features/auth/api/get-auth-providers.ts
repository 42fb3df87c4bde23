import { type AuthProviders, authProvidersSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

const providersResponseSchema = successEnvelope(authProvidersSchema);

/** The sign-in methods this server offers besides passwords, with Google's web settings. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const body = await apiClient.get('/auth/providers', providersResponseSchema, signal);
  return body.data;
}

/** The answer only changes when the server is reconfigured and restarted: ask once per visit. */
export function useAuthProvidersQuery() {
  return useQuery({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 60 * 60_000,
  });
}
