import {
  successEnvelope,
  type UpdateOrderNotesRequest,
  updateOrderNotesResponseSchema,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const notesResponseSchema = successEnvelope(updateOrderNotesResponseSchema);

/** Saves the notes shown to the customer on the order; blank removes them. */
export async function updateOrderNotes({ orderId, notes }: { orderId: string } & UpdateOrderNotesRequest) {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/notes`, {
    method: 'PATCH',
    body: { notes },
    schema: notesResponseSchema,
  });
}

export function useUpdateOrderNotesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderNotes,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
    },
  });
}
