import { type OrderDetail, orderDetailSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

const orderResponseSchema = successEnvelope(orderDetailSchema);

/** One order with its timeline. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await apiClient.get(`/orders/${encodeURIComponent(orderId)}`, orderResponseSchema, signal);
  return body.data;
}

export function useOrderQuery(orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId as string, signal),
    enabled: orderId !== null,
    staleTime: 15_000,
  });
}
