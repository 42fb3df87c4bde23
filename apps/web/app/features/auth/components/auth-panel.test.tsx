import { type AuthProviders, accountMessages, messages } from '@launchpad/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse, priya } from '../../../../test/fixtures.ts';
import { RouterNavigationProvider } from '../../../components/navigation/router-navigation.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { authKeys } from '../api/auth-keys.ts';
import { useAuthProvidersQuery } from '../api/get-auth-providers.ts';
import type { GooglePopupOutcome } from '../google-sign-in.ts';
import { AuthPanel } from './auth-panel.tsx';

// The Firebase SDK is never loaded in these tests: the module that wraps it is replaced.
const googlePopup = vi.hoisted(() => ({
  prepareGoogleSignIn: vi.fn(),
  signInWithGooglePopup: vi.fn<(config: unknown) => Promise<GooglePopupOutcome>>(),
}));
vi.mock('../google-sign-in.ts', () => googlePopup);

const fetchMock = vi.fn<typeof fetch>();

function requestsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === path);
}

const firebaseConfig = {
  apiKey: 'AIzaTestWebKey',
  authDomain: 'launchpad-test.firebaseapp.com',
  projectId: 'launchpad-test',
};
const googleOff: AuthProviders = { google: false };
const googleOn: AuthProviders = { google: true, firebase: firebaseConfig };

/** What `GET /api/auth/providers` answers; every other request goes to `fetchMock`. */
let providers: AuthProviders | 'unreachable' = googleOff;
const providerRequests = vi.fn();

function stubApi() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === '/api/auth/providers') {
      providerRequests();
      if (providers === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(okResponse(providers));
    }
    return fetchMock(input, init);
  });
}

function DashboardPage() {
  return <h1>Your dashboard</h1>;
}

function LoginPage() {
  return (
    <RouterNavigationProvider>
      <AuthPanel />
    </RouterNavigationProvider>
  );
}

function PackagePage() {
  return <h1>Your package</h1>;
}

/**
 * Where the question about sign-in methods stands, read from the query the panel reads: the panel
 * renders the answer in the same pass, so once this shows it, what the panel does with it is shown.
 */
function ProvidersProbe() {
  return <p>Sign-in methods: {useAuthProvidersQuery().status}</p>;
}

/** The panel reads its address from the browser, as it does on the static page. */
function renderLoginScreen(url = '/login', client: QueryClient = createQueryClient()) {
  window.history.replaceState(null, '', url);
  const Stub = createRoutesStub([
    { path: '/login', Component: LoginPage },
    { path: '/dashboard', Component: DashboardPage },
    { path: '/', Component: PackagePage },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
      <ProvidersProbe />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => window.history.replaceState(null, '', '/'));

function signInAnswer() {
  return okResponse(
    { token: 'jwt-for-api-clients', user: priya, twoFactorEnrolmentRequired: false },
    'Login successful! Redirecting...',
  );
}

function registeredAnswer() {
  return okResponse({ token: 'jwt-for-api-clients', user: priya }, messages.registered, 201);
}

function passwordInput(): HTMLInputElement {
  return screen.getByLabelText('Password', { selector: 'input' });
}

describe('AuthPanel', () => {
  beforeEach(() => {
    providers = googleOff;
    stubApi();
  });
  afterEach(() => {
    fetchMock.mockReset();
    providerRequests.mockReset();
    vi.unstubAllGlobals();
  });

  it('toggles between Sign In and Create Account', async () => {
    const user = renderLoginScreen();

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number').getAttribute('type')).toBe('tel');

    expect(window.location.search).toBe('?mode=create');

    await user.click(screen.getByRole('link', { name: 'Sign in instead' }));

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('opens in the mode its address names, with links that work before scripts run', async () => {
    renderLoginScreen('/login?mode=create&next=%2F%3Fpackage%3Dscale');

    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    // The way back keeps where the visitor is going.
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(
      '/login?next=%2F%3Fpackage%3Dscale',
    );
  });

  it.each([
    ['?next=', '/login?next=%2F%3Fpackage%3Dscale'],
    ['?returnTo=, its older name', '/login?returnTo=%2F%3Fpackage%3Dscale'],
  ])('returns to the page in %s after signing in', async (_name, url) => {
    fetchMock.mockResolvedValue(signInAnswer());
    const user = renderLoginScreen(url);

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Your package' })).toBeTruthy();
  });

  it('goes to the dashboard, not off the site, when ?next= names another site', async () => {
    fetchMock.mockResolvedValue(signInAnswer());
    const user = renderLoginScreen('/login?next=%2F%2Fevil.example%2F');

    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
  });

  it('says that the session expired when it did', async () => {
    renderLoginScreen('/login?session=expired&next=%2Fdashboard');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session has expired; please sign in again.',
    );
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
    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(passwordInput(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows under the password field why the server refused the password', async () => {
    const reason = accountMessages.passwordTooCommon;
    fetchMock.mockResolvedValue(
      errorResponse(400, 'validation_failed', reason, { details: [{ path: 'password', message: reason }] }),
    );
    const user = renderLoginScreen();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
    await user.type(passwordInput(), 'password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(passwordInput().getAttribute('aria-invalid')).toBe('true'));
    const describedBy = passwordInput().getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain(reason);
  });

  it('after registering, is signed in and goes on where the visitor was going', async () => {
    fetchMock.mockResolvedValue(registeredAnswer());
    const user = renderLoginScreen('/login?mode=create&next=%2F%3Fpackage%3Dgrowth');

    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'Priya@Example.com');
    await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const status = await screen.findByText(messages.registered);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' }).hasAttribute('disabled')).toBe(true);
    const [, init] = requestsTo('/api/auth/register')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      password: 'correct-horse',
      productUpdates: false,
    });
    // Signed in, with the public profile only: the token is for API clients.
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(priya);
    expect(JSON.stringify(localStorage)).not.toContain('jwt-for-api-clients');
    expect(await screen.findByRole('heading', { name: 'Your package' })).toBeTruthy();
  });

  it.each([
    ['sign-in', '/login?next=%2F%3Fpackage%3Dgrowth'],
    ['sign-up', '/login?mode=create&next=%2Fabout%3Fpackage%3Dgrowth'],
  ])('names the package being bought, with its catalogue price, on the %s form', async (_form, url) => {
    renderLoginScreen(url);
    expect(await screen.findByText('You’re buying Growth (₹49,999)')).toBeTruthy();
  });

  it('names no purchase when the page to return to chose no package', async () => {
    renderLoginScreen('/login?next=%2Fdashboard');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByText(/You’re buying/)).toBeNull();
  });

  it('asks for product updates with an unticked box, and sends the choice when ticked', async () => {
    fetchMock.mockResolvedValue(registeredAnswer());
    const user = renderLoginScreen();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    const box = screen.getByRole('checkbox', { name: 'Send me product updates by mail' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
    await user.type(passwordInput(), 'correct-horse');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('status');
    const [, init] = requestsTo('/api/auth/register')[0] ?? [];
    expect(JSON.parse(String(init?.body)).productUpdates).toBe(true);
  });

  it('after signing in, keeps only the public profile and opens the dashboard after 1.5 s', async () => {
    fetchMock.mockResolvedValue(
      okResponse(
        { token: 'jwt-for-api-clients', user: priya, twoFactorEnrolmentRequired: false },
        'Login successful! Redirecting...',
      ),
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

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
  });

  it("shows the server's message when signing in fails", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(401, 'invalid_credentials', 'Invalid email or password', { requestId: 'r1' }),
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
    await user.click(screen.getByRole('link', { name: 'Create an account' }));

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

describe('Continue with Google', () => {
  const googleButton = () => screen.findByRole('button', { name: 'Continue with Google' });

  beforeEach(() => {
    providers = googleOn;
    stubApi();
  });
  afterEach(() => {
    fetchMock.mockReset();
    providerRequests.mockReset();
    googlePopup.signInWithGooglePopup.mockReset();
    googlePopup.prepareGoogleSignIn.mockReset();
    vi.unstubAllGlobals();
  });

  it('is not offered when the server has no Google sign-in', async () => {
    providers = googleOff;
    renderLoginScreen();
    await screen.findByText('Sign-in methods: success');
    expect(providerRequests).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /google/i })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('is not offered when the server cannot say whether it has Google sign-in', async () => {
    providers = 'unreachable';
    const client = createQueryClient();
    // The client's retries, without their pauses: the failure is final as soon as the last one fails.
    client.setQueryDefaults(authKeys.providers(), { retryDelay: 0 });
    renderLoginScreen('/login', client);
    await screen.findByText('Sign-in methods: error');
    expect(providerRequests).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /google/i })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('is offered under the form, after an "or", when Google sign-in is configured', async () => {
    renderLoginScreen();
    const button = await googleButton();
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('or')).toBeTruthy();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    // Below the password form in reading order.
    expect(signIn.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("signs in with Google's ID token, keeps the public profile and opens the dashboard", async () => {
    let finishPopup: (outcome: GooglePopupOutcome) => void = () => undefined;
    googlePopup.signInWithGooglePopup.mockImplementation(
      () => new Promise((resolve) => (finishPopup = resolve)),
    );
    fetchMock.mockResolvedValue(
      okResponse(
        { token: 'jwt-for-api-clients', user: priya, twoFactorEnrolmentRequired: false },
        'Login successful! Redirecting...',
      ),
    );
    const user = renderLoginScreen();

    await user.click(await googleButton());

    const busy = await screen.findByRole('button', { name: 'Signing in with Google…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(true);
    expect(googlePopup.signInWithGooglePopup).toHaveBeenCalledWith(firebaseConfig);
    // Pointing at the button already fetched and set up the SDK.
    expect(googlePopup.prepareGoogleSignIn).toHaveBeenCalledWith(firebaseConfig);
    finishPopup({ kind: 'signed-in', idToken: 'firebase-id-token' });

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Login successful! Redirecting...'),
    );
    const [call] = requestsTo('/api/firebase-auth/firebase-signin');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ idToken: 'firebase-id-token' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(priya);
    expect(JSON.stringify(localStorage)).not.toContain('jwt-for-api-clients');
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(true);

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
  });

  it('sends the product-updates box ticked on the sign-up form with a Google sign-up', async () => {
    googlePopup.signInWithGooglePopup.mockResolvedValue({ kind: 'signed-in', idToken: 'firebase-id-token' });
    fetchMock.mockResolvedValue(
      okResponse({ token: 'jwt', user: priya, twoFactorEnrolmentRequired: false }, 'Signed in'),
    );
    const user = renderLoginScreen();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send me product updates by mail' }));
    await user.click(await googleButton());
    await waitFor(() => expect(requestsTo('/api/firebase-auth/firebase-signin')).toHaveLength(1));
    const [[, ticked] = []] = requestsTo('/api/firebase-auth/firebase-signin');
    expect(JSON.parse(String(ticked?.body))).toEqual({ idToken: 'firebase-id-token', productUpdates: true });
  });

  it('goes back to the button, with no error, when the user closes the popup', async () => {
    googlePopup.signInWithGooglePopup.mockResolvedValue({ kind: 'cancelled' });
    const user = renderLoginScreen();

    await user.click(await googleButton());

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(requestsTo('/api/firebase-auth/firebase-signin')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Create an account' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('asks the user to allow pop-ups when the browser blocked the window', async () => {
    googlePopup.signInWithGooglePopup.mockResolvedValue({ kind: 'popup-blocked' });
    const user = renderLoginScreen();

    await user.click(await googleButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message when the server refuses the token", async () => {
    googlePopup.signInWithGooglePopup.mockResolvedValue({ kind: 'signed-in', idToken: 'firebase-id-token' });
    fetchMock.mockResolvedValue(
      errorResponse(403, 'forbidden', 'Your Google account email address is not verified', {
        requestId: 'r1',
      }),
    );
    const user = renderLoginScreen();

    await user.click(await googleButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Google account email address is not verified',
    );
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the network message when the server cannot be reached', async () => {
    googlePopup.signInWithGooglePopup.mockResolvedValue({ kind: 'signed-in', idToken: 'firebase-id-token' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderLoginScreen();

    await user.click(await googleButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });

  it('says so when Google sign-in fails for another reason', async () => {
    googlePopup.signInWithGooglePopup.mockResolvedValue({ kind: 'failed', code: 'auth/internal-error' });
    const user = renderLoginScreen();

    await user.click(await googleButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Google sign-in did not complete. Please try again.',
    );
    expect(requestsTo('/api/firebase-auth/firebase-signin')).toHaveLength(0);
  });
});
