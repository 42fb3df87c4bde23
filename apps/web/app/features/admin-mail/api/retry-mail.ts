import { retryMailResponseSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const retryResponseSchema = successEnvelope(retryMailResponseSchema);

/** Puts a mail that failed back in the outbox, to be sent again at once. */
export async function retryMail(mailId: string) {
  return apiRequest(`/admin/mail/${encodeURIComponent(mailId)}/retry`, {
    method: 'POST',
    body: {},
    schema: retryResponseSchema,
  });
}

export function useRetryMailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.mail() });
    },
    onError: (error) => toast.error(error.message),
  });
}
