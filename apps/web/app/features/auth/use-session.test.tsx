import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, errorResponse, okResponse } from '../../../test/fixtures.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSessionCheck } from './use-session-check.ts';

const priya = buildUser({ phone: null });

function SessionProbe() {
  useSessionCheck();
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>;
}

function renderApp() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProbe />
    </QueryClientProvider>,
  );
}

describe('session check at app start', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('clears corrupt stored data and the legacy token, and asks the server nothing', async () => {
    localStorage.setItem('user', 'undefined');
    localStorage.setItem('token', 'legacy-jwt');

    renderApp();

    expect(screen.getByText('Signed out')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a legacy token left next to a valid user', async () => {
    localStorage.setItem('user', JSON.stringify(priya));
    localStorage.setItem('token', 'legacy-jwt');
    fetchMock.mockResolvedValue(okResponse({ user: priya, billing: null }));

    renderApp();

    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(await screen.findByText('Signed in as Priya Sharma')).toBeTruthy();
  });

  it('confirms the remembered user with GET /api/auth/me and forgets them on 401', async () => {
    localStorage.setItem('user', JSON.stringify(priya));
    fetchMock.mockResolvedValue(
      errorResponse(401, 'unauthenticated', 'Please sign in to continue', { requestId: 'r1' }),
    );

    renderApp();

    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
  });

  it('refreshes the stored profile from the server', async () => {
    localStorage.setItem('user', JSON.stringify(priya));
    const renamed = { ...priya, name: 'Priya S. Rao' };
    fetchMock.mockResolvedValue(okResponse({ user: renamed, billing: null }));

    renderApp();

    expect(await screen.findByText('Signed in as Priya S. Rao')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
  });
});
