import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../test/fixtures.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import ConfirmEmailRoute from '../../routes/confirm-email.tsx';
import ResetPasswordRoute from '../../routes/reset-password.tsx';
import VerifyEmailRoute from '../../routes/verify-email.tsx';

const TOKEN = 'mailed-link-token-0123456789';

function openLink(path: string, Screen: () => React.ReactNode) {
  // The browser's address bar, as the mail's link opened it.
  window.history.replaceState(null, '', `${path}?token=${TOKEN}&utm_source=mail`);
  const Stub = createRoutesStub([{ path, Component: Screen }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[`${path}?token=${TOKEN}&utm_source=mail`]} />
    </QueryClientProvider>,
  );
}

describe('screens opened from a mailed link', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(okResponse(null, 'Done.'));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/verify-email', VerifyEmailRoute, '/api/auth/verify-email'],
    ['/confirm-email', ConfirmEmailRoute, '/api/auth/confirm-email-change'],
  ] as const)('%s sends the token once and takes it out of the address bar', async (path, Screen, api) => {
    openLink(path, Screen);

    expect(await screen.findByText('Done.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(api);
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(window.location.pathname).toBe(path);
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('/reset-password keeps the token for its form, out of the address bar', async () => {
    openLink('/reset-password', ResetPasswordRoute);

    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(window.location.href).not.toContain(TOKEN);
  });
});
