import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './paths.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { resolveSiteUrl } from './site-url.ts';

describe('resolveSiteUrl', () => {
  it('defaults to the example domain and drops trailing slashes', () => {
    expect(resolveSiteUrl(undefined)).toBe('https://launchpad.example');
    expect(resolveSiteUrl('  ')).toBe('https://launchpad.example');
    expect(resolveSiteUrl('https://launchpad.in/')).toBe('https://launchpad.in');
  });
});

describe('sitemapXml', () => {
  it('lists every prerendered page on the canonical origin', () => {
    const xml = sitemapXml('https://launchpad.in', prerenderedPaths);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of prerenderedPaths) expect(xml).toContain(`<loc>https://launchpad.in${path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(prerenderedPaths.length);
  });

  it('escapes characters XML reserves', () => {
    expect(sitemapXml('https://a.example', ['/?a=1&b=2'])).toContain(
      '<loc>https://a.example/?a=1&amp;b=2</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the API and private screens and points to the sitemap', () => {
    const robots = robotsTxt('https://launchpad.in', ['/dashboard', '/admin']);

    expect(robots).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /admin\n\nSitemap: https://launchpad.in/sitemap.xml\n',
    );
  });
});
