import { orderMessageSchema, successEnvelope } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

const messageResponseSchema = successEnvelope(orderMessageSchema);

/** Sends a message on an order: JSON, or multipart with the text before the file when one is attached. */
export async function sendOrderMessage({
  orderId,
  body,
  file,
}: {
  orderId: string;
  body: string;
  file?: File;
}) {
  const path = `/orders/${encodeURIComponent(orderId)}/messages`;
  if (!file) return apiRequest(path, { method: 'POST', body: { body }, schema: messageResponseSchema });
  const form = new FormData();
  form.append('body', body);
  form.append('file', file);
  return apiRequest(path, { method: 'POST', body: form, schema: messageResponseSchema });
}

export function useSendOrderMessageMutation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; file?: File }) => sendOrderMessage({ orderId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.thread(orderId) }),
  });
}
