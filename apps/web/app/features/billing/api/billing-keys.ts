/** TanStack Query keys of the billing feature. */
export const billingKeys = {
  all: ['billing'] as const,
  details: () => [...billingKeys.all, 'details'] as const,
};
