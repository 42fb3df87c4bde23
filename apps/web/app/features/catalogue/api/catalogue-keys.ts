/** TanStack Query keys of the catalogue feature. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  siteConfig: () => [...catalogueKeys.all, 'site-config'] as const,
};
