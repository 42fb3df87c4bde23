import { type CancellationRequest, orderDetailSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

const orderResponseSchema = successEnvelope(orderDetailSchema);

/** Cancels an unpaid order; its open checkouts are closed too. */
export async function cancelOrder(orderId: string) {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: {},
    schema: orderResponseSchema,
  });
}

/** Asks to cancel a paid order; an admin answers with a refund or a reply. */
export async function requestCancellation({ orderId, reason }: { orderId: string } & CancellationRequest) {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/cancellation-request`, {
    method: 'POST',
    body: { reason },
    schema: orderResponseSchema,
  });
}

function useOrderChange<T>(change: (input: T) => ReturnType<typeof cancelOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      queryClient.setQueryData(orderKeys.detail(body.data.id), body.data);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export const useCancelOrderMutation = () => useOrderChange(cancelOrder);
export const useRequestCancellationMutation = () => useOrderChange(requestCancellation);
