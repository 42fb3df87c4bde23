import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterNavigationProvider } from '../navigation/router-navigation.tsx';
import { SiteHeader } from './site-header.tsx';

// The header stays mounted across pages, as it does under the root route.
function Shell() {
  const { pathname } = useLocation();
  return (
    <RouterNavigationProvider>
      <SiteHeader pathname={pathname} account={null} mobileAccount={null} />
      <Outlet />
    </RouterNavigationProvider>
  );
}

function HomePage() {
  return <h1>Home page</h1>;
}

function AboutPage() {
  return <h1>About page</h1>;
}

function renderHeader() {
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        { path: '/', Component: HomePage },
        { path: '/about', Component: AboutPage },
        { path: '/services/website-development', Component: () => <h1>Website page</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

describe('SiteHeader mobile menu', () => {
  it('opens and closes with a button that reports its state', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');

    const menu = panel?.closest('details');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.open).toBe(false);

    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.open).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main (mobile)' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();

    await user.keyboard('{Escape}');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes after following one of its links', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);

    const mobileNav = screen.getByRole('navigation', { name: 'Main (mobile)' });
    const about = [...mobileNav.querySelectorAll('a')].find((link) => link.textContent === 'About');
    await user.click(about as HTMLAnchorElement);

    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SiteHeader without scripts', () => {
  it('is prerendered with every menu as a native disclosure holding its links', () => {
    const html = renderToString(<SiteHeader pathname="/" account={null} mobileAccount={null} />);
    const menus = html.match(/<details[^>]*>.*?<\/details>/gs) ?? [];
    // Three service menus and the mobile menu, each with its summary and its links in the HTML.
    expect(menus).toHaveLength(4);
    for (const menu of menus) expect(menu).toMatch(/<summary[^>]*>/);
    expect(menus[0]).toContain('href="/services/business-registration"');
    expect(menus[3]).toContain('href="/services/branding"');
    expect(menus[3]).toContain('href="/contact"');
  });
});

describe('SiteHeader service menus', () => {
  it('open as disclosures of plain links, one at a time, and mark the page shown', async () => {
    const user = renderHeader();
    const startBusiness = screen.getByRole('button', { name: 'Start Business' });
    const webAndApp = screen.getByRole('button', { name: 'Website & Mobile App' });

    await user.click(startBusiness);
    expect(startBusiness.getAttribute('aria-expanded')).toBe('true');
    const registration = screen.getByRole('link', { name: 'Business Registration' });
    expect(registration.getAttribute('href')).toBe('/services/business-registration');
    expect(registration.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(webAndApp);
    expect(startBusiness.getAttribute('aria-expanded')).toBe('false');
    expect(webAndApp.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Website Development' }));
    expect(await screen.findByRole('heading', { name: 'Website page' })).toBeTruthy();
  });
});
