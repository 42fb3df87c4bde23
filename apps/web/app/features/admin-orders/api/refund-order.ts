import {
  adminOrderSchema,
  type CreateRefundRequest,
  type DeclineCancellationRequest,
  refundSchema,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const refundResponseSchema = successEnvelope(refundSchema);
const orderResponseSchema = successEnvelope(adminOrderSchema);

/** Refunds a paid order in full (no amount) or in part, with a reason. */
export async function refundOrder({ orderId, ...body }: { orderId: string } & CreateRefundRequest) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body,
    schema: refundResponseSchema,
  });
}

/** Answers a customer's cancellation request without a refund. */
export async function declineCancellation({
  orderId,
  reply,
}: { orderId: string } & DeclineCancellationRequest) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/cancellation-request/decline`, {
    method: 'POST',
    body: { reply },
    schema: orderResponseSchema,
  });
}

export function useRefundOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useDeclineCancellationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineCancellation,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
    },
  });
}
