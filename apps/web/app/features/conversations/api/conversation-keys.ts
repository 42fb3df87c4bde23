/** TanStack Query keys of the conversations feature. */
export const conversationKeys = {
  all: ['conversations'] as const,
  thread: (orderId: string) => [...conversationKeys.all, 'thread', orderId] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
};
