import { orderDocumentSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

const documentResponseSchema = successEnvelope(orderDocumentSchema);

/** What one upload sends: the kind, the entry whose file it replaces (if any), and the file. */
export interface DocumentUpload {
  kind: string;
  replaces?: string;
  file: File;
}

/**
 * Sends one file of the checklist; the fields go first, as the server reads them before the file.
 * Without `replaces`, a kind asked of each director gets the file added.
 */
export async function uploadDocument({
  orderId,
  kind,
  replaces,
  file,
}: DocumentUpload & { orderId: string }) {
  const form = new FormData();
  form.append('kind', kind);
  if (replaces) form.append('replaces', replaces);
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
    mutationFn: (input: DocumentUpload) => uploadDocument({ orderId, ...input }),
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.list() }),
      ]);
    },
  });
}
