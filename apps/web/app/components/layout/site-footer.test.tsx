import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

describe('the site footer', () => {
  it('lists each page once', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const pages = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(pages).toContain('/contact');
    expect(pages.length).toBe(new Set(pages).size);
  });
});
