import { launchPackages } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse, rohan } from '../../../../test/fixtures.ts';
import { RouterNavigationProvider } from '../../../components/navigation/router-navigation.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { writeStoredUser } from '../../../lib/stored-user.ts';
import { PENDING_PAYMENT_KEY } from '../pending-payment.ts';
import { BuyPackageButton } from './buy-package-button.tsx';

const growth = launchPackages.find((p) => p.id === 'growth') ?? launchPackages[0];
const buyer = rohan;

const fetchMock = vi.fn<typeof fetch>();
const redirect = vi.fn<(url: string) => void>();

function GrowthCard() {
  if (!growth) throw new Error('catalogue is empty');
  return (
    <RouterNavigationProvider>
      <BuyPackageButton pkg={growth} redirect={redirect} />
    </RouterNavigationProvider>
  );
}

function SignInPage() {
  const { search } = useLocation();
  return (
    <>
      <h1>Sign in page</h1>
      <p data-testid="login-query">{search}</p>
    </>
  );
}

function renderButton() {
  const Stub = createRoutesStub([
    { path: '/', Component: GrowthCard },
    { path: '/login', Component: SignInPage },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('BuyPackageButton', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    redirect.mockReset();
    vi.unstubAllGlobals();
  });

  it('is a link to the sign-in page for a signed-out visitor, which returns to the package', async () => {
    const user = renderButton();
    const link = screen.getByRole('link', { name: 'Start Growing' });
    expect(link.getAttribute('href')).toBe('/login?next=%2F%3Fpackage%3Dgrowth');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a buyer whose session expired to sign in again, then back to the package', async () => {
    writeStoredUser(buyer);
    fetchMock.mockResolvedValueOnce(
      errorResponse(401, 'unauthenticated', 'Your session has expired; please sign in again.'),
    );
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(screen.getByTestId('login-query').textContent).toBe(
      '?session=expired&next=%2F%3Fpackage%3Dgrowth',
    );
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('initiates, remembers the attempt and leaves for the checkout page', async () => {
    writeStoredUser(buyer);
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    const busy = await screen.findByRole('button', { name: 'Processing Payment...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(
      okResponse({
        checkoutUrl: 'https://pay.example/checkout/LP1',
        merchantOrderId: 'LP1',
        orderId: 'o-1',
        amount: 49999,
      }),
    );
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/checkout/LP1'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/payments/initiate');
    expect(JSON.parse(String(init?.body))).toEqual({ packageId: 'growth', amount: 49999 });
    const stored = JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? '{}');
    expect(stored).toMatchObject({
      merchantOrderId: 'LP1',
      packageName: 'Growth',
      amount: 49999,
      userDetails: { name: 'Rohan Mehta', phone: '+91 99000 11111' },
    });
    expect(typeof stored.timestamp).toBe('number');
  });

  it("shows 'Payment failed: {message}' and restores the button", async () => {
    writeStoredUser(buyer);
    fetchMock.mockResolvedValueOnce(
      errorResponse(
        500,
        'payment_initiation_failed',
        'The payment could not be started and nothing was charged; please try again in a minute',
      ),
    );
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment failed: The payment could not be started and nothing was charged; please try again in a minute',
    );
    expect((screen.getByRole('button', { name: 'Start Growing' }) as HTMLButtonElement).disabled).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it('names a network failure during initiation', async () => {
    writeStoredUser(buyer);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment failed: Network error during payment initiation',
    );
  });
});
