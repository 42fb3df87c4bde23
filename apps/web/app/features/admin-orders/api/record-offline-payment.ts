import { adminPaymentSchema, type RecordOfflinePaymentRequest, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Records money the customer paid outside the provider; it pays the order like a provider payment. */
export async function recordOfflinePayment({
  orderId,
  ...body
}: { orderId: string } & RecordOfflinePaymentRequest) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/offline-payments`, {
    method: 'POST',
    body,
    schema: successEnvelope(adminPaymentSchema),
  });
}

/** After it the whole admin console reloads: the order, its launch, the summary and the invoices. */
export function useRecordOfflinePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflinePayment,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
