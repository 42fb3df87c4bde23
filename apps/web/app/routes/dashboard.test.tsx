import type { Order } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrder, buildOrderDetail, buildOrderDocument } from '../../test/build-order.ts';
import { errorResponse, meera, okResponse } from '../../test/fixtures.ts';
import { createQueryClient } from '../lib/query-client.ts';
import DashboardRoute from './dashboard.tsx';

function LoginPage() {
  const { search } = useLocation();
  return (
    <>
      <h1>Login page</h1>
      <p data-testid="login-query">{search}</p>
    </>
  );
}

function OrderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>Order page {location.pathname}</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function HomePage() {
  const location = useLocation();
  return <h1>Home page {location.search}</h1>;
}

function renderDashboard(url = '/dashboard') {
  const Stub = createRoutesStub([
    { path: '/dashboard', Component: DashboardRoute },
    { path: '/dashboard/orders/:orderId', Component: OrderPage },
    { path: '/login', Component: LoginPage },
    { path: '/', Component: HomePage },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const launchDocuments = [
  buildOrderDocument(),
  buildOrderDocument({ kind: 'aadhaar', title: 'Aadhaar of each director', status: 'uploaded' }),
  buildOrderDocument({
    kind: 'photo',
    title: 'Passport-size photograph of each director',
    status: 'rejected',
    reason: 'Blurred',
  }),
];

describe('dashboard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let orders: Order[];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('user', JSON.stringify(meera));
    orders = [
      buildOrder({ packageId: 'starter', status: 'pending' }),
      buildOrder({ packageId: 'growth', status: 'pending' }),
      buildOrder({ packageId: 'scale', status: 'pending' }),
      buildOrder({ packageId: 'enterprise', status: 'pending' }),
      buildOrder({
        packageId: 'growth',
        status: 'in-progress',
        paymentMethod: 'UPI',
        milestonesDone: 6,
        milestonesTotal: 16,
        expectedLaunchDate: '2026-12-26',
        trackState: 'waiting-on-customer',
        waitingOnCustomerSince: '2026-11-22',
      }),
      buildOrder({ packageId: 'starter', status: 'completed', notes: 'Company incorporated' }),
      buildOrder({ packageId: 'scale', status: 'cancelled' }),
    ];
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/orders') return okResponse(orders);
      const match = /^\/api\/orders\/(.+)$/.exec(url);
      const order = orders.find((o) => o.id === match?.[1]);
      if (order) {
        const detail = buildOrderDetail({
          ...order,
          paid: order.status !== 'pending',
          documents: order.status === 'in-progress' ? launchDocuments : [],
          events: [
            {
              id: 'e1',
              fromStatus: null,
              toStatus: 'pending',
              actor: 'customer',
              reason: 'Order placed',
              createdAt: '2026-11-20T06:30:00.000Z',
            },
            {
              id: 'e2',
              fromStatus: 'pending',
              toStatus: 'in-progress',
              actor: 'provider',
              reason: 'Payment of ₹49,999 received by UPI (LP1)',
              createdAt: '2026-11-20T06:35:00.000Z',
            },
          ],
        });
        return okResponse(detail);
      }
      return errorResponse(404, 'not_found', 'Not found');
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('greets the user and shows the four stat cards with their numbers', async () => {
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Meera!' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Total Orders7');
    expect(summary.textContent).toContain('Completed1');
    // One completed of the six orders not cancelled.
    expect(summary.textContent).toContain('17% completion rate');
    expect(summary.textContent).toContain('In Progress1');
    // Paid orders only: Growth ₹49,999 + Starter ₹24,999, with no GST charged.
    expect(summary.textContent).toContain('Total Paid₹74,998');
    expect(summary.textContent).toContain('fee ₹74,998, no GST');
  });

  it('caps the overview at 3 pending orders and View All Pending Orders opens the Orders tab', async () => {
    const user = renderDashboard();

    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getAllByRole('button', { name: /Complete Payment for/ })).toHaveLength(3);
    // Milestones, not orders: 6 of the 16 of the launch in progress are done.
    expect(within(overview).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('38');
    expect(overview.textContent).toContain('6 of 16 milestones done across your launch in progress');
    // Paid for: Growth and Starter, so the next package is Scale, shown as a package, not an upgrade.
    expect(
      within(overview)
        .getByRole('link', { name: /See the Scale package/ })
        .getAttribute('href'),
    ).toBe('/?package=scale');
    expect(overview.textContent).not.toContain('Upgrade');

    await user.click(within(overview).getByRole('button', { name: 'View All Pending Orders (4)' }));

    const ordersPanel = await screen.findByRole('tabpanel', { name: 'Orders' });
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    const pending = within(ordersPanel).getByRole('region', { name: /Pending Orders/ });
    expect(within(pending).getAllByRole('button', { name: 'Complete Payment' })).toHaveLength(4);
    expect(within(pending).getAllByText('Pending Payment')).toHaveLength(4);
    expect(within(pending).getAllByText('Not specified')).toHaveLength(4);
    // Each opens the checkout of its own order, named by the card's heading.
    expect(
      within(pending)
        .getAllByRole('button', { name: 'Complete Payment' })
        .map((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toEqual(['Starter Package', 'Growth Package', 'Scale Package', 'Enterprise Package']);
    const all = within(ordersPanel).getByRole('region', { name: /All Orders/ });
    expect(
      within(all)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Growth Package', 'Starter Package', 'Scale Package']);
    expect(within(all).getByText('+9 more features')).toBeTruthy();
    expect(within(all).getByText('Company incorporated')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = renderDashboard();
    const overviewTab = await screen.findByRole('tab', { name: 'Overview' });

    await user.click(overviewTab);
    await user.keyboard('{ArrowRight}{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Analytics' }).getAttribute('aria-selected')).toBe('true');
    const analytics = screen.getByRole('tabpanel', { name: 'Analytics' });
    expect(analytics.querySelector('[data-status="pending"]')?.textContent).toContain('4 · 57%');
    expect(analytics.querySelector('[data-status="cancelled"]')?.textContent).toContain('1 · 14%');
  });

  it('leads with the launch under way: its date in words, what it needs now and its page', async () => {
    const user = renderDashboard();

    const lead = await screen.findByRole('region', { name: 'Growth Package' });
    expect(lead.textContent).toContain('Expected to launch on Saturday, 26 December 2026');
    expect(lead.textContent).toContain('6 of 16 steps done');
    expect(lead.textContent).toContain('Waiting on you since 22 Nov');
    const needed = await within(lead).findAllByRole('listitem');
    expect(needed.map((item) => item.textContent)).toEqual([
      'Send your PAN card of each director',
      'Send your Passport-size photograph of each director again: Blurred',
    ]);

    await user.click(within(lead).getByRole('link', { name: /Open your launch/ }));
    expect(
      await screen.findByRole('heading', { name: `Order page /dashboard/orders/${orders[4]?.id}` }),
    ).toBeTruthy();
  });

  it('leads with the order waiting for payment when no launch is under way', async () => {
    orders = orders.filter((order) => order.status === 'pending');
    renderDashboard();

    const lead = await screen.findByRole('region', { name: 'Starter Package' });
    expect(lead.textContent).toContain('To pay ₹24,999');
    expect(within(lead).getByRole('button', { name: /Complete Payment/ })).toBeTruthy();
    expect(within(lead).queryByRole('link', { name: /Complete Payment/ })).toBeNull();
  });

  it('links each order card to its page, and Back returns to the tab it was opened from', async () => {
    const user = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const all = await screen.findByRole('region', { name: /All Orders/ });

    await user.click(within(all).getAllByRole('link', { name: /Track your launch/ })[0] as HTMLElement);

    expect(
      await screen.findByRole('heading', { name: `Order page /dashboard/orders/${orders[4]?.id}` }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const ordersTab = await screen.findByRole('tab', { name: 'Orders' });
    expect(ordersTab.getAttribute('aria-selected')).toBe('true');
  });

  it('takes a link to an order on the dashboard, as older mails and pages made them, to its page', async () => {
    renderDashboard(`/dashboard?tab=orders&order=${orders[5]?.id}`);

    expect(
      await screen.findByRole('heading', { name: `Order page /dashboard/orders/${orders[5]?.id}` }),
    ).toBeTruthy();
  });

  it('says when the orders cannot be loaded and offers Retry instead of an empty list', async () => {
    let failing = true;
    fetchMock.mockImplementation(async () =>
      failing
        ? errorResponse(500, 'internal_error', 'Something went wrong on our side.')
        : okResponse([buildOrder({ status: 'completed' })]),
    );
    const user = renderDashboard();

    expect(await screen.findByText('We could not load your orders.')).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Order summary' })).toBeTruthy();
  });

  it("shows 'No orders yet' with Browse Packages for a new customer", async () => {
    orders = [];
    renderDashboard('/dashboard?tab=orders');

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Packages' }).getAttribute('href')).toBe('/');
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a visitor who is not signed in to /login', async () => {
    localStorage.clear();
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the user and goes to /login when the session has expired (401)', async () => {
    fetchMock.mockImplementation(async () =>
      errorResponse(401, 'unauthenticated', 'Your session has expired.'),
    );
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    // The sign-in page says the session expired, and returns to the dashboard afterwards.
    const query = new URLSearchParams(screen.getByTestId('login-query').textContent ?? '');
    expect(query.get('session')).toBe('expired');
    expect(query.get('next')).toBe('/dashboard');
  });
});
