import { type OrderActivity, orderActivityListSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

const activityResponseSchema = successEnvelope(orderActivityListSchema);

/** The newest events across the signed-in user's orders. */
export async function getOrderActivity(signal?: AbortSignal): Promise<OrderActivity[]> {
  const body = await apiClient.get('/orders/activity', activityResponseSchema, signal);
  return body.data;
}

export function useOrderActivityQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: orderKeys.activity(),
    queryFn: ({ signal }) => getOrderActivity(signal),
    enabled,
    staleTime: 15_000,
  });
}
