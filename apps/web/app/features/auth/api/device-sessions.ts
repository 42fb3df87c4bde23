import { deviceSessionsSchema, noDataEnvelope, successEnvelope } from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

const devicesSchema = successEnvelope(deviceSessionsSchema);

/** The person's own signed-in devices, the current one marked. */
export function useDeviceSessionsQuery() {
  return useQuery({
    queryKey: authKeys.devices(),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/auth/sessions', devicesSchema, signal)).data.sessions,
  });
}

/** Signs one of the person's devices out. */
export function useSignOutDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/auth/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
        schema: noDataEnvelope,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.devices() }),
  });
}
