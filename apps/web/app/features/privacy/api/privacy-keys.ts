/** TanStack Query keys of the privacy feature. */
export const privacyKeys = {
  all: ['privacy'] as const,
  dataExport: () => [...privacyKeys.all, 'data-export'] as const,
  deletion: () => [...privacyKeys.all, 'deletion'] as const,
  consents: () => [...privacyKeys.all, 'consents'] as const,
};
