import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, HydrateFallback } from './root.tsx';
import NotFound from './routes/not-found.tsx';

function BrokenPage(): never {
  throw new Error('the dashboard exploded');
}

function HomePage() {
  return <h1>Home page</h1>;
}

function AboutPage() {
  return <h1>About page</h1>;
}

function renderNotFoundAfter(initialEntries: string[]) {
  const Stub = createRoutesStub([
    { path: '/', Component: HomePage },
    { path: '/about', Component: AboutPage },
    { path: '*', Component: NotFound },
  ]);
  render(<Stub initialEntries={initialEntries} initialIndex={initialEntries.length - 1} />);
  return userEvent.setup();
}

describe('root shell', () => {
  it('shows a friendly page with a way home when a screen crashes', async () => {
    // React reports the caught error on the console; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: '/', Component: BrokenPage, ErrorBoundary }]);

    render(<Stub initialEntries={['/']} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('announces the loading state while the app starts', () => {
    render(<HydrateFallback />);

    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});

describe('404 page', () => {
  it('offers Return Home and a Go Back link that returns to the previous page', async () => {
    const user = renderNotFoundAfter(['/about', '/missing']);

    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Go Back' }));

    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });

  it('goes home from Go Back when the visit started on the missing page', async () => {
    const user = renderNotFoundAfter(['/missing']);
    // A link home before scripts run, too.
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Go Back' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});
