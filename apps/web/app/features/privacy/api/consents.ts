import { type Consents, consentsSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

const consentsResponse = successEnvelope(consentsSchema);

export function useConsentsQuery() {
  return useQuery({
    queryKey: privacyKeys.consents(),
    queryFn: async ({ signal }) => (await apiClient.get('/auth/me/consents', consentsResponse, signal)).data,
  });
}

export function useUpdateConsentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (consents: Consents) =>
      (await apiRequest('/auth/me/consents', { method: 'PUT', body: consents, schema: consentsResponse }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.consents(), saved),
  });
}
