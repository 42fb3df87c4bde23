import type { MetaDescriptor } from 'react-router';
import { resolveSiteUrl } from './site-url.ts';

/** The canonical origin of every page, fixed at build time (VITE_SITE_URL). */
export const SITE_URL = resolveSiteUrl(import.meta.env.VITE_SITE_URL);

export const SITE_NAME = 'Launchpad';

/** An absolute URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}

interface PageMetaInput {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** The canonical path, e.g. '/about'. */
  path: string;
}

/** Title, description, canonical link and Open Graph tags of one public page. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
  ];
}
