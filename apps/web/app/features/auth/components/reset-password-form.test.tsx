import { adminUserMessages } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { RouterNavigationProvider } from '../../../components/navigation/router-navigation.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

const token = 'a'.repeat(43);

function renderForm(invitation: boolean, answer: string) {
  const fetchMock = vi.fn<typeof fetch>(async () => okResponse(null, answer));
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <RouterNavigationProvider>
          <ResetPasswordForm token={token} invitation={invitation} />
        </RouterNavigationProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('ResetPasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets a new password through the reset link', async () => {
    const { fetchMock, user } = renderForm(false, 'Your password has been reset');
    await user.type(screen.getByLabelText('New password'), 'a far better passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been reset')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token, password: 'a far better passphrase' });
  });

  it('sets the first password of an invited account through the invitation link', async () => {
    const { fetchMock, user } = renderForm(true, adminUserMessages.passwordSet);
    await user.type(screen.getByLabelText('Your password'), 'a staff password 42');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText(adminUserMessages.passwordSet)).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/accept-invitation');
    expect(JSON.parse(String(init?.body))).toEqual({ token, password: 'a staff password 42' });
  });
});
