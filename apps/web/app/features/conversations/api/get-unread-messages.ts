import { successEnvelope, type UnreadMessages, unreadMessagesSchema } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

const unreadResponseSchema = successEnvelope(unreadMessagesSchema);

/** The customer's orders with replies from the team not read yet. */
export async function getUnreadMessages(signal?: AbortSignal): Promise<UnreadMessages> {
  return (await apiClient.get('/messages/unread', unreadResponseSchema, signal)).data;
}

export function useUnreadMessagesQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) => getUnreadMessages(signal),
    enabled,
  });
}
