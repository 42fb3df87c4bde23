import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AuthPanel } from './auth-panel.tsx';

const priya = {
  id: 'u-1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

function requestsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === path);
}

function DashboardPage() {
  return <h1>Your dashboard</h1>;
}

function renderLoginScreen() {
  const Stub = createRoutesStub([
    { path: '/login', Component: AuthPanel },
    { path: '/dashboard', Component: DashboardPage },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={['/login']} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function passwordInput(): HTMLInputElement {
  return screen.getByLabelText('Password', { selector: 'input' });
}

describe('AuthPanel', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('toggles between Sign In and Create Account', async () => {
    const user = renderLoginScreen();

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number').getAttribute('type')).toBe('tel');

    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('shows and hides the password with a labelled button', async () => {
    const user = renderLoginScreen();
    expect(passwordInput().type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput().type).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput().type).toBe('password');
  });

  it('shows field errors under empty inputs and sends nothing', async () => {
    const user = renderLoginScreen();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const emailError = await screen.findByText('Email is required');
    expect(screen.getByText('Password is required')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(emailError.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates the registration fields with the shared contract', async () => {
    const user = renderLoginScreen();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(passwordInput(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after registering, shows the success message and an empty sign-in form', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        success: true,
        data: { user: priya },
        message: 'Registration successful! Please login.',
      }),
    );
    const user = renderLoginScreen();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'Priya@Example.com');
    await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Registration successful! Please login.');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(passwordInput().value).toBe('');
    const [, init] = requestsTo('/api/auth/register')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      password: 'correct-horse',
    });
    // Registering does not sign in.
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('after signing in, keeps only the public profile and opens the dashboard after 1.5 s', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        data: { token: 'jwt-for-api-clients', user: priya },
        message: 'Login successful! Redirecting...',
      }),
    );
    const user = renderLoginScreen();

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Login successful! Redirecting...');
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(true);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(priya);
    expect(JSON.stringify(localStorage)).not.toContain('jwt-for-api-clients');
    expect(screen.queryByRole('heading', { name: 'Your dashboard' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Your dashboard' }, { timeout: 3000 })).toBeTruthy();
  });

  it("shows the server's message when signing in fails", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        success: false,
        message: 'Invalid email or password',
        error: { code: 'invalid_credentials', requestId: 'r1' },
      }),
    );
    const user = renderLoginScreen();

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("shows 'Operation failed' when the server sends no message", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const user = renderLoginScreen();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Operation failed');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });

  it('shows the network message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderLoginScreen();

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });

  it('offers the dashboard to someone already signed in', async () => {
    localStorage.setItem('user', JSON.stringify(priya));
    renderLoginScreen();

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Priya Sharma');
    expect(
      within(notice)
        .getByRole('link', { name: /dashboard/i })
        .getAttribute('href'),
    ).toBe('/dashboard');
  });
});
