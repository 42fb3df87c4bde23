import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, okResponse } from '../../../test/fixtures.ts';
import { RouterNavigationProvider } from '../../components/navigation/router-navigation.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppHeader } from './app-header.tsx';

const fetchMock = vi.fn<typeof fetch>();

function HomePage() {
  return <h1>Home page</h1>;
}

function DashboardPage() {
  return (
    <RouterNavigationProvider>
      <AppHeader />
    </RouterNavigationProvider>
  );
}

function renderMenu() {
  const Stub = createRoutesStub([
    { path: '/dashboard', Component: DashboardPage },
    { path: '/', Component: HomePage },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={['/dashboard']} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AccountMenu in the navigation bar', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The header also asks for the site's settings (its phone links); they are not this test's concern.
    fetchMock.mockImplementation(async () => new Response('{}', { status: 404 }));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('offers visitors Sign in, and Get Started for a new account', () => {
    renderMenu();

    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login?mode=create');
    expect(screen.queryByRole('button', { name: /account menu/ })).toBeNull();
  });

  it("is named after the user's first name and links a standard user to the Dashboard", async () => {
    localStorage.setItem('user', JSON.stringify(buildUser()));
    const user = renderMenu();

    await user.click(await screen.findByRole('button', { name: /^Priya/ }));

    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  });

  it('links an admin to the Admin Panel instead', async () => {
    localStorage.setItem('user', JSON.stringify(buildUser({ role: 'owner' })));
    const user = renderMenu();

    await user.click(await screen.findByRole('button', { name: /^Priya/ }));

    expect(screen.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('logs out: tells the server, forgets the user and goes home', async () => {
    localStorage.setItem('user', JSON.stringify(buildUser()));
    fetchMock.mockResolvedValue(okResponse(null, 'Logged out'));
    const user = renderMenu();

    await user.click(await screen.findByRole('button', { name: /^Priya/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
  });

  it('opens as a disclosure and closes on Escape or a click outside, giving focus back', async () => {
    localStorage.setItem('user', JSON.stringify(buildUser()));
    const user = renderMenu();
    const trigger = await screen.findByRole('button', { name: /^Priya/ });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');

    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);

    await user.keyboard('{Escape}');
    expect(panel?.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.click(document.body);
    expect(panel?.hidden).toBe(true);
  });
});
