import { type OrderMessages, orderMessagesSchema, successEnvelope } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

const messagesResponseSchema = successEnvelope(orderMessagesSchema);

/** The conversation of one of the customer's orders; reading it marks the team's replies read. */
export async function getOrderMessages(orderId: string, signal?: AbortSignal): Promise<OrderMessages> {
  const body = await apiClient.get(
    `/orders/${encodeURIComponent(orderId)}/messages`,
    messagesResponseSchema,
    signal,
  );
  return body.data;
}

export function useOrderMessagesQuery(orderId: string | null) {
  return useQuery({
    queryKey: conversationKeys.thread(orderId ?? ''),
    queryFn: ({ signal }) => getOrderMessages(orderId as string, signal),
    enabled: orderId !== null,
  });
}
