import { successEnvelope, updateContactMessageResponseSchema } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const messageResponseSchema = successEnvelope(updateContactMessageResponseSchema);

/** Marks a contact message handled, or back to not handled. */
export async function updateContactMessage({ messageId, handled }: { messageId: string; handled: boolean }) {
  return apiRequest(`/admin/messages/${encodeURIComponent(messageId)}`, {
    method: 'PATCH',
    body: { handled },
    schema: messageResponseSchema,
  });
}

export function useUpdateContactMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
