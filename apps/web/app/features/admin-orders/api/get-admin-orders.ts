import { type AdminOrderPage, adminOrderPageSchema, successEnvelope } from '@launchpad/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { listSearchParams } from '../../../lib/list-search-params.ts';
import { type AdminOrderFilters, adminOrderKeys } from './admin-order-keys.ts';

const ordersResponseSchema = successEnvelope(adminOrderPageSchema);

/** Where the CSV export of the orders matching these filters downloads from. */
export function ordersExportUrl({
  q,
  status,
  needs,
  userId,
}: Pick<AdminOrderFilters, 'q' | 'status' | 'needs' | 'userId'>): string {
  return `/api/admin/orders/export.csv${listSearchParams({ q: q.trim(), status, needs, userId })}`;
}

/** One page of all customers' orders, newest first. */
export async function getAdminOrders(
  filters: AdminOrderFilters,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const query = listSearchParams({
    q: filters.q.trim(),
    status: filters.status,
    needs: filters.needs,
    userId: filters.userId,
    cursor: filters.cursor,
  });
  return (await apiClient.get(`/admin/orders${query}`, ordersResponseSchema, signal)).data;
}

export function useAdminOrdersQuery(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // The page on screen stays while the next one loads: no flash of an empty list.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
}
