import { readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's prerendered pages carry the site address the build was given (VITE_SITE_URL), in
// canonical links, Open Graph URLs, sitemap.xml and robots.txt; the server uses PUBLIC_URL. When
// they differ, the server says so at start, and which one wins where.

/** The origin the built web app names, read from its robots.txt's Sitemap line; undefined when none. */
export function builtSiteOrigin(robotsTxt: string): string | undefined {
  const line = /^Sitemap:\s*(\S+)\s*$/im.exec(robotsTxt);
  if (!line?.[1]) return undefined;
  try {
    return new URL(line[1]).origin;
  } catch {
    return undefined;
  }
}

/**
 * Compares the built web app in `webDistDir` with PUBLIC_URL: undefined when they agree (or there
 * is nothing to compare), else the sentence for the log.
 */
export function siteUrlMismatch(webDistDir: string | undefined, publicUrl: string): string | undefined {
  if (!webDistDir) return undefined;
  let robots: string;
  try {
    robots = readFileSync(path.join(webDistDir, 'robots.txt'), 'utf8');
  } catch {
    return undefined;
  }
  const built = builtSiteOrigin(robots);
  const serving = new URL(publicUrl).origin;
  if (!built || built === serving) return undefined;
  return (
    `The web app was built for ${built} (VITE_SITE_URL) but PUBLIC_URL is ${serving}. PUBLIC_URL wins for ` +
    `what the server makes (payment redirects, mail links, cookies); the prerendered pages' canonical links, ` +
    `sitemap.xml and robots.txt keep naming ${built} until the web app is rebuilt with VITE_SITE_URL=${serving}.`
  );
}
