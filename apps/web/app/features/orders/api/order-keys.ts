/** TanStack Query keys of the orders feature. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  activity: () => [...orderKeys.all, 'activity'] as const,
};
