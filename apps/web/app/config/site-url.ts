/** Where the site lives when VITE_SITE_URL is not set at build time. */
export const DEFAULT_SITE_URL = 'https://launchpad.example';

/** The site's public origin without a trailing slash; build-time only, so no process or window here. */
export function resolveSiteUrl(value: string | undefined): string {
  const url = value?.trim() || DEFAULT_SITE_URL;
  return url.replace(/\/+$/, '');
}
