import { type AdminOrderDetail, adminOrderDetailSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

const orderResponseSchema = successEnvelope(adminOrderDetailSchema);

/** One order with its timeline and payment attempts. */
export async function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return (await apiClient.get(`/admin/orders/${encodeURIComponent(orderId)}`, orderResponseSchema, signal))
    .data;
}

export function useAdminOrderQuery(orderId: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) => getAdminOrder(orderId ?? '', signal),
    enabled: orderId !== null,
    staleTime: 10_000,
  });
}
