import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtSiteOrigin, siteUrlMismatch } from './built-site-url.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function builtFor(siteUrl: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'launchpad-web-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  return dir;
}

describe('builtSiteOrigin', () => {
  it("reads the origin of robots.txt's Sitemap line", () => {
    expect(builtSiteOrigin('User-agent: *\nSitemap: https://shop.example.in/sitemap.xml\n')).toBe(
      'https://shop.example.in',
    );
    expect(builtSiteOrigin('User-agent: *\n')).toBeUndefined();
  });
});

describe('siteUrlMismatch', () => {
  it('says nothing when the build and PUBLIC_URL name the same site', () => {
    expect(siteUrlMismatch(builtFor('https://shop.example.in'), 'https://shop.example.in/')).toBeUndefined();
  });

  it('says which address wins where when they differ', () => {
    const message = siteUrlMismatch(builtFor('https://launchpad.example'), 'https://shop.example.in');
    expect(message).toContain(
      'built for https://launchpad.example (VITE_SITE_URL) but PUBLIC_URL is https://shop.example.in',
    );
    expect(message).toContain('PUBLIC_URL wins');
    expect(message).toContain('rebuilt with VITE_SITE_URL=https://shop.example.in');
  });

  it('says nothing without a built web app', () => {
    expect(siteUrlMismatch(undefined, 'https://shop.example.in')).toBeUndefined();
    expect(siteUrlMismatch(path.join(tmpdir(), 'no-such-build'), 'https://shop.example.in')).toBeUndefined();
  });
});
