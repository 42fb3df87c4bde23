import {
  successEnvelope,
  type UpdateOrderStatusRequest,
  updateOrderStatusResponseSchema,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const statusResponseSchema = successEnvelope(updateOrderStatusResponseSchema);

export type UpdateOrderStatusInput = UpdateOrderStatusRequest & { orderId: string };

/** Sets an order's status; the server records the change on the order's timeline. */
export async function updateOrderStatus({ orderId, ...body }: UpdateOrderStatusInput) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body,
    schema: statusResponseSchema,
  });
}

/**
 * After a change the order list, the order and the summary are loaded again. A refusal is shown by
 * the caller (a dialog asks again), unless `toastErrors` is left on.
 */
export function useUpdateOrderStatusMutation({ toastErrors = true }: { toastErrors?: boolean } = {}) {
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
    onError: (error) => {
      if (toastErrors) toast.error(error.message);
    },
  });
}
