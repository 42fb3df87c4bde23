// Pure builders of /sitemap.xml and /robots.txt; vite.config.ts writes them into the build.

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/** A sitemap listing every public page on the canonical origin. */
export function sitemapXml(siteUrl: string, publicPaths: readonly string[]): string {
  const urls = publicPaths
    .map((path) => `  <url>\n    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read every public page; signed-in screens and the API are of no use to them. */
export function robotsTxt(siteUrl: string, privatePaths: readonly string[]): string {
  const disallow = ['/api/', ...privatePaths].map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
