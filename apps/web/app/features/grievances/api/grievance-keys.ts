/** TanStack Query keys of the grievances feature. */
export const grievanceKeys = {
  all: ['grievances'] as const,
  mine: () => [...grievanceKeys.all, 'mine'] as const,
};
