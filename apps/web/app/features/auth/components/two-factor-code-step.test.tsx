import { twoFactorMessages } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse, priya } from '../../../../test/fixtures.ts';
import { RouterNavigationProvider } from '../../../components/navigation/router-navigation.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AuthPanel } from './auth-panel.tsx';

const fetchMock = vi.fn<typeof fetch>();
const requestsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
const challenge = 'a-challenge-from-the-server';

function renderSignIn(url = '/login') {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    input === '/api/auth/providers' ? Promise.resolve(okResponse({ google: false })) : fetchMock(input, init),
  );
  window.history.replaceState(null, '', url);
  const Stub = createRoutesStub([
    {
      path: '/login',
      Component: () => (
        <RouterNavigationProvider>
          <AuthPanel />
        </RouterNavigationProvider>
      ),
    },
    { path: '/dashboard', Component: () => <h1>Your dashboard</h1> },
    { path: '/account', Component: () => <h1>My Account</h1> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Types the password and submits; the server asks for a code. */
async function passPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  fetchMock.mockResolvedValueOnce(
    okResponse({ twoFactor: 'required', challenge }, twoFactorMessages.codeNeeded),
  );
  await user.type(screen.getByLabelText('Email'), 'priya@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByLabelText('Authentication code');
}

beforeEach(() => {
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in code step', () => {
  it('asks for the app’s code after the password, and signs in with the challenge and the code', async () => {
    const user = renderSignIn();
    const field = await passPasswordStep(user);
    expect(document.activeElement).toBe(field);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toBeNull();
    fetchMock.mockResolvedValueOnce(
      okResponse(
        { token: 'jwt', user: priya, twoFactorEnrolmentRequired: false },
        'Login successful! Redirecting...',
      ),
    );
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
    const [, init] = requestsTo('/api/auth/login/two-factor')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ challenge, code: '123456' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(priya);
  });

  it('says what is wrong with a code of the wrong length without asking the server', async () => {
    const user = renderSignIn();
    const field = await passPasswordStep(user);
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('/api/auth/login/two-factor')).toHaveLength(0);
  });

  it('announces the server’s refusal of a wrong code', async () => {
    const user = renderSignIn();
    const field = await passPasswordStep(user);
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'invalid_credentials', twoFactorMessages.wrongCode));
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(twoFactorMessages.wrongCode);
  });

  it('takes a recovery code through “Use a recovery code”', async () => {
    const user = renderSignIn();
    await passPasswordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByLabelText('Recovery code');
    fetchMock.mockResolvedValueOnce(
      okResponse(
        { token: 'jwt', user: priya, twoFactorEnrolmentRequired: false },
        twoFactorMessages.signedInWithRecoveryCode,
      ),
    );
    await user.type(field, 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(twoFactorMessages.signedInWithRecoveryCode)).toBeTruthy();
    const [, init] = requestsTo('/api/auth/login/two-factor')[0] ?? [];
    expect(JSON.parse(String(init?.body)).code).toBe('abcd-efgh-ijkl-mnop');
  });

  it('sends staff who must turn on two-step sign-in to it first', async () => {
    const user = renderSignIn('/login?next=%2Fdashboard');
    fetchMock.mockResolvedValueOnce(
      okResponse({ token: 'jwt', user: { ...priya, isAdmin: true }, twoFactorEnrolmentRequired: true }),
    );
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
  });
});
