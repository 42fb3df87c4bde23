import {
  contactGrievanceResponseSchema,
  contactReplyResponseSchema,
  type NewContactReply,
  successEnvelope,
} from '@launchpad/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminKeys } from '../../../lib/admin-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const replyResponseSchema = successEnvelope(contactReplyResponseSchema);
const grievanceResponseSchema = successEnvelope(contactGrievanceResponseSchema);

const messagePath = (messageId: string) => `/admin/messages/${encodeURIComponent(messageId)}`;

/** Answers a contact message: the answer is mailed to the visitor and kept with the message. */
export async function replyToContactMessage({ messageId, body }: NewContactReply & { messageId: string }) {
  return apiRequest(`${messagePath(messageId)}/replies`, {
    method: 'POST',
    body: { body },
    schema: replyResponseSchema,
  });
}

/** Turns a contact message into a complaint with its number, mailed to the visitor. */
export async function raiseComplaintFromMessage(messageId: string) {
  return apiRequest(`${messagePath(messageId)}/grievance`, {
    method: 'POST',
    body: {},
    schema: grievanceResponseSchema,
  });
}

/** The inbox, its count of messages not handled, and (after a conversion) the complaints. */
function refreshInbox(queryClient: QueryClient, complaints = false) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.summary() }),
    complaints ? queryClient.invalidateQueries({ queryKey: adminKeys.grievances() }) : null,
  ]);
}

/** Errors are left to the caller's form, which shows them where the answer is written. */
export function useReplyToContactMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToContactMessage,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return refreshInbox(queryClient);
    },
  });
}

export function useRaiseComplaintFromMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseComplaintFromMessage,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      return refreshInbox(queryClient, true);
    },
  });
}
