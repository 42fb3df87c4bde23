import { type OrderStatus, successEnvelope, updateOrderStatusResponseSchema } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const statusResponseSchema = successEnvelope(updateOrderStatusResponseSchema);

/** Sets an order's status; the server records the change on the order's timeline. */
export async function updateOrderStatus({ orderId, status }: { orderId: string; status: OrderStatus }) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: statusResponseSchema,
  });
}

/** After a change the order list, the order and the summary are loaded again. */
export function useUpdateOrderStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
