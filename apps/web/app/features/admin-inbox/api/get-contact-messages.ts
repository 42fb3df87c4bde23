import { type AdminMessagePage, adminMessagePageSchema, successEnvelope } from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';
import { type AdminMessageFilters, inboxKeys } from './inbox-keys.ts';

const messagesResponseSchema = successEnvelope(adminMessagePageSchema);

/** One page of contact-form messages, newest first. */
export async function getContactMessages(
  filters: AdminMessageFilters,
  signal?: AbortSignal,
): Promise<AdminMessagePage> {
  const query = listSearchParams({ filter: filters.filter, cursor: filters.cursor });
  return (await apiClient.get(`/admin/messages${query}`, messagesResponseSchema, signal)).data;
}

export function useContactMessagesQuery(filters: AdminMessageFilters) {
  return useQuery({
    queryKey: inboxKeys.messageList(filters),
    queryFn: ({ signal }) => getContactMessages(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
