import { type InvoiceCorrectionRequest, invoiceCorrectionSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cancels an issued invoice by a credit note and re-issues it with corrected billing details. */
export async function correctInvoice({
  orderId,
  invoiceId,
  ...body
}: { orderId: string; invoiceId: string } & InvoiceCorrectionRequest) {
  return apiRequest(
    `/admin/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(invoiceId)}/correction`,
    { method: 'POST', body, schema: successEnvelope(invoiceCorrectionSchema) },
  );
}

/** After it the order, its documents, the register and the summary reload. */
export function useCorrectInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctInvoice,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
