import { type AdminMessagePage, adminMessagePageSchema, successEnvelope } from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type AdminMessageFilters, adminKeys } from './admin-keys.ts';
import { adminSearchParams } from './admin-search-params.ts';

const messagesResponseSchema = successEnvelope(adminMessagePageSchema);

/** One page of contact-form messages, newest first. */
export async function getContactMessages(
  filters: AdminMessageFilters,
  signal?: AbortSignal,
): Promise<AdminMessagePage> {
  const query = adminSearchParams({ filter: filters.filter, cursor: filters.cursor });
  return (await apiClient.get(`/admin/messages${query}`, messagesResponseSchema, signal)).data;
}

export function useContactMessagesQuery(filters: AdminMessageFilters) {
  return useQuery({
    queryKey: adminKeys.messageList(filters),
    queryFn: ({ signal }) => getContactMessages(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
