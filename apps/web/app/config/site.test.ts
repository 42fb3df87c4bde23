import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta, SITE_URL } from './site.ts';

describe('pageMeta', () => {
  it('gives a page its title, description, canonical link and Open Graph tags', () => {
    const meta = pageMeta({ title: 'About Us', description: 'Who we are.', path: '/about' });

    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'About Us | Launchpad' },
        { name: 'description', content: 'Who we are.' },
        { tagName: 'link', rel: 'canonical', href: `${SITE_URL}/about` },
        { property: 'og:title', content: 'About Us | Launchpad' },
        { property: 'og:description', content: 'Who we are.' },
        { property: 'og:url', content: `${SITE_URL}/about` },
      ]),
    );
  });

  it('builds absolute URLs on the canonical origin', () => {
    expect(SITE_URL).toBe('https://launchpad.example');
    expect(absoluteUrl('/')).toBe('https://launchpad.example/');
    expect(absoluteUrl('/terms')).toBe('https://launchpad.example/terms');
  });
});
