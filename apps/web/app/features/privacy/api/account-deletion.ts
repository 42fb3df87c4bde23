import {
  type AccountDeletion,
  type AccountDeletionRequest,
  accountDeletionSchema,
  noDataEnvelope,
  scheduledDeletionSchema,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

const scheduledResponse = successEnvelope(scheduledDeletionSchema);
const scheduleResponse = successEnvelope(accountDeletionSchema);

/** The deletion of the account that is scheduled, or null. */
export function useScheduledDeletionQuery() {
  return useQuery({
    queryKey: privacyKeys.deletion(),
    queryFn: async ({ signal }) => (await apiClient.get('/auth/me/deletion', scheduledResponse, signal)).data,
  });
}

export async function scheduleDeletion(input: AccountDeletionRequest): Promise<AccountDeletion> {
  return (await apiClient.post('/auth/me/deletion', input, scheduleResponse)).data;
}

export function useScheduleDeletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDeletion,
    onSuccess: (scheduled) => queryClient.setQueryData(privacyKeys.deletion(), scheduled),
  });
}

export function useCancelDeletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/me/deletion', { method: 'DELETE', schema: noDataEnvelope }),
    onSuccess: () => queryClient.setQueryData(privacyKeys.deletion(), null),
  });
}
