import {
  type AdminDataRequests,
  adminDataRequestsSchema,
  type CustomerCorrection,
  type CustomerCorrectionRequest,
  customerCorrectionSchema,
  type DataRequestKind,
  successEnvelope,
} from '@launchpad/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const listResponse = successEnvelope(adminDataRequestsSchema);
const correctionResponse = successEnvelope(customerCorrectionSchema);

/** The newest data requests (copies, deletions, corrections), of one kind or all. */
export async function getDataRequests(
  kind: DataRequestKind | 'all',
  signal?: AbortSignal,
): Promise<AdminDataRequests> {
  const query = kind === 'all' ? '' : `?kind=${kind}`;
  return (await apiClient.get(`/admin/data-requests${query}`, listResponse, signal)).data;
}

export function useDataRequestsQuery(kind: DataRequestKind | 'all') {
  return useQuery({
    queryKey: adminKeys.dataRequests(kind),
    queryFn: ({ signal }) => getDataRequests(kind, signal),
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
