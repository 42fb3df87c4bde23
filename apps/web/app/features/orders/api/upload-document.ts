import { orderDocumentSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

const documentResponseSchema = successEnvelope(orderDocumentSchema);

/** Sends one document of the checklist; the kind goes first, as the server reads it before the file. */
export async function uploadDocument({ orderId, kind, file }: { orderId: string; kind: string; file: File }) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/documents`, {
    method: 'POST',
    body: form,
    schema: documentResponseSchema,
  });
}

export function useUploadDocumentMutation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: string; file: File }) => uploadDocument({ orderId, ...input }),
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.list() }),
      ]);
    },
  });
}
