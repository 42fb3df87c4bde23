import { type Order, orderListResponseSchema } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** The signed-in user's orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const body = await apiClient.get('/orders', orderListResponseSchema, signal);
  return body.data;
}

export function useOrdersQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => getOrders(signal),
    enabled,
    // An order changes when a payment lands or an admin moves it: ask again on every visit and on
    // return to the tab (the cached list shows meanwhile), so the numbers are never an old answer.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
