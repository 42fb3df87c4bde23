import {
  type AdminDataRequests,
  adminDataRequestsSchema,
  type CustomerCorrection,
  type CustomerCorrectionRequest,
  customerCorrectionSchema,
  type DataRequestKind,
  successEnvelope,
} from '@launchpad/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';
import { dataRequestKeys } from './data-request-keys.ts';

const listResponse = successEnvelope(adminDataRequestsSchema);
const correctionResponse = successEnvelope(customerCorrectionSchema);

/** One page of data requests (copies, deletions, corrections), of one kind or all, after `cursor`. */
export async function getDataRequests(
  kind: DataRequestKind | 'all',
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminDataRequests> {
  const query = listSearchParams({ kind: kind === 'all' ? undefined : kind, cursor });
  return (await apiClient.get(`/admin/data-requests${query}`, listResponse, signal)).data;
}

/** The data requests, newest first, a page at a time ("Load more"). */
export function useDataRequestsQuery(kind: DataRequestKind | 'all') {
  return useInfiniteQuery({
    queryKey: dataRequestKeys.list(kind),
    queryFn: ({ pageParam, signal }) => getDataRequests(kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Corrects a customer's details at their request; the lists that show them are read again. */
export function useCorrectCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      customerId,
      correction,
    }: {
      customerId: string;
      correction: CustomerCorrectionRequest;
    }): Promise<CustomerCorrection> =>
      (await apiClient.post(`/admin/customers/${customerId}/corrections`, correction, correctionResponse))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
