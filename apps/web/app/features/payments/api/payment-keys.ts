/** TanStack Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  status: (merchantOrderId: string) => [...paymentKeys.all, 'status', merchantOrderId] as const,
  list: () => [...paymentKeys.all, 'list'] as const,
};
