import type {
  AdminContactMessage,
  AdminMail,
  AdminOrder,
  AdminOrderDetail,
  AdminSummary,
  AdminUser,
  LaunchBoardEntry,
  OrderStatus,
} from '@launchpad/shared';
import { orderReference, orderStatuses } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrder as buildCustomerOrder } from '../../test/build-order.ts';
import { ananya, buildAdminUser, errorResponse, okResponse } from '../../test/fixtures.ts';
import { createQueryClient } from '../lib/query-client.ts';
import AdminRoute from './admin.tsx';
import AdminOrderRoute from './admin-order.tsx';

const kabirId = 'b0b0b0b0-0000-4000-8000-000000000002';

const forbidden = () => errorResponse(403, 'forbidden', 'You do not have permission to do that');

function buildOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const id = overrides.id ?? '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';
  return {
    id,
    reference: orderReference(id),
    packageId: 'growth',
    packageName: 'Growth',
    amount: 49999,
    status: 'in-progress',
    notes: null,
    paymentMethod: 'UPI',
    paidAt: '2026-11-20T06:35:00.000Z',
    cancellationRequestedAt: null,
    documentsToReview: 0,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:35:00.000Z',
    customer: { id: 'u-1', name: 'Meera Iyer', email: 'meera@example.in', phone: '+91 98450 12345' },
    ...overrides,
  };
}

const summary: AdminSummary = {
  totalUsers: 125000,
  totalOrders: 1000000,
  completedOrders: 420002,
  collectedRevenue: 56249599998,
  unpaidBookedRevenue: 7999920001,
  unpaidBookedOrders: 159999,
  refundedRevenue: 0,
  taxCollected: 12599982000,
  refundsOutstanding: 0,
  paidOrders: 700002,
  // Every status counts, and a status added to the shared list starts at none.
  ordersByStatus: {
    ...Object.fromEntries(orderStatuses.map((status) => [status, 0])),
    pending: 159999,
    'in-progress': 280000,
    completed: 420002,
    cancelled: 139999,
  } as Record<OrderStatus, number>,
  unhandledMessages: 3,
};

function LoginPage() {
  return <h1>Login page</h1>;
}

function renderAdmin(url = '/admin') {
  const Stub = createRoutesStub([
    { path: '/admin', Component: AdminRoute },
    { path: '/admin/orders/:orderId', Component: AdminOrderRoute },
    { path: '/login', Component: LoginPage },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeAll(() => {
  // jsdom lacks what Radix Select calls while it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

// Typing and opening menus with user-event takes seconds on a busy machine; outcomes are awaited, not timed.
describe('/admin', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let orders: AdminOrder[];
  let users: AdminUser[];
  let messages: AdminContactMessage[];
  const failedMail: AdminMail = {
    id: 'mail-1',
    recipient: 'meera@example.in',
    template: 'contact-acknowledgement',
    subject: 'We received your message (ref. C-1A2B3C4D)',
    status: 'failed',
    attempts: 3,
    lastError: '550 Mailbox unavailable',
    nextAttemptAt: '2026-11-21T00:00:00.000Z',
    sentAt: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    expired: false,
  };
  let detail: AdminOrderDetail;
  let launches: LaunchBoardEntry[];

  function calls(method: string, prefix: string) {
    return fetchMock.mock.calls.filter(
      ([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method,
    );
  }

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('user', JSON.stringify(ananya));
    orders = [
      buildOrder(),
      buildOrder({
        id: 'a1b2c3d4-0000-4000-8000-000000000002',
        packageId: 'starter',
        packageName: 'Starter',
        amount: 24999,
        status: 'completed',
        notes: 'Certificate of Incorporation issued',
      }),
      buildOrder({
        id: 'a1b2c3d4-0000-4000-8000-000000000003',
        status: 'pending',
        paidAt: null,
        paymentMethod: null,
      }),
      buildOrder({ id: 'a1b2c3d4-0000-4000-8000-000000000004', status: 'cancelled' }),
    ];
    users = [
      buildAdminUser(ananya),
      buildAdminUser({ createdAt: '2026-11-01T00:00:00.000Z', orderCount: 4 }),
    ];
    messages = [
      {
        id: 'm-1',
        name: 'Fatima Khan',
        email: 'fatima@example.in',
        phone: null,
        subject: 'LLP or private limited?',
        message: 'Which structure suits a design studio?',
        service: 'llp',
        serviceTitle: 'LLP Registration',
        createdAt: '2026-11-19T10:00:00.000Z',
        handledAt: null,
        replies: [],
        grievance: null,
      },
    ];
    detail = {
      ...buildOrder(),
      invoices: [],
      refunds: [],
      gst: 0,
      paid: true,
      refundedFee: 0,
      refundedGst: 0,
      receipt: null,
      refundedAmount: 0,
      duplicateRefundedAmount: 0,
      refundableAmount: 49999,
      refundTo: {
        paymentMethod: 'UPI',
        offline: false,
        invoice: { taxableValue: 42372, cgst: 3814, sgst: 3813, igst: 0 },
        credited: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
      },
      events: [
        {
          id: 'e1',
          fromStatus: null,
          toStatus: 'pending',
          actor: { kind: 'customer', name: 'Meera Iyer', userId: 'u-1' },
          reason: 'Order placed',
          createdAt: '2026-11-20T06:30:00.000Z',
        },
        {
          id: 'e2',
          fromStatus: 'in-progress',
          toStatus: 'completed',
          actor: { kind: 'admin', name: 'Ananya Rao', userId: 'admin-1' },
          reason: null,
          createdAt: '2026-11-21T06:30:00.000Z',
        },
      ],
      payments: [
        {
          merchantOrderId: 'LP2611AB',
          provider: 'sandbox',
          amount: 49999,
          state: 'COMPLETED',
          paymentMethod: 'UPI',
          offline: null,
          createdAt: '2026-11-20T06:31:00.000Z',
          updatedAt: '2026-11-20T06:35:00.000Z',
        },
      ],
    };
    const launch = (orderId: string): LaunchBoardEntry => ({
      orderId,
      reference: orderReference(orderId),
      packageName: 'Growth',
      customer: { id: 'u-1', name: 'Meera Iyer', email: 'meera@example.in' },
      paidAt: '2026-11-10T06:35:00.000Z',
      stage: 'legal',
      nextMilestone: {
        id: 'm-2',
        title: 'Company name approved by the registrar',
        status: 'in-progress',
        plannedFor: '2026-11-24',
        waitsOn: 'government',
      },
      overdueSince: '2026-11-18',
      expectedLaunchDate: '2026-12-22',
      trackState: 'waiting-on-customer',
      delayDays: 0,
      waitingOnCustomerSince: '2026-11-20',
      governmentCaveat: true,
      milestonesDone: 4,
      milestonesTotal: 16,
      documentsToReview: 0,
      cancellationRequestedAt: null,
      owner: null,
    });
    launches = [
      launch(orders[0]?.id ?? ''),
      {
        ...launch('a1b2c3d4-0000-4000-8000-000000000005'),
        packageName: 'Starter',
        customer: { id: 'u-2', name: 'Arjun Das', email: 'arjun@example.in' },
        stage: 'development',
        nextMilestone: {
          id: 'm-9',
          title: 'Website built',
          status: 'pending',
          plannedFor: '2026-12-01',
          waitsOn: 'team',
        },
        overdueSince: null,
        documentsToReview: 2,
        cancellationRequestedAt: '2026-11-25T06:30:00.000Z',
        expectedLaunchDate: '2026-12-05',
        trackState: 'delayed',
        delayDays: 3,
        waitingOnCustomerSince: null,
        owner: { id: kabirId, name: 'Kabir Rao' },
      },
    ];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/summary') return okResponse(summary);
      if (url.startsWith('/api/admin/orders/') && url.endsWith('/status') && method === 'PATCH') {
        const { status } = JSON.parse(String(init?.body));
        const order = orders.find((o) => url.includes(o.id));
        if (order) order.status = status;
        return okResponse({ order, changed: true }, 'Order status updated');
      }
      if (url.startsWith('/api/admin/orders/') && url.endsWith('/launch')) {
        return okResponse({ owner: null, internalNotes: null });
      }
      if (url.startsWith('/api/admin/orders/')) return okResponse(detail);
      // The launch panel reads the order as its customer sees it: no plan before the payment.
      if (url.startsWith('/api/orders/')) {
        const order = orders.find((o) => url.endsWith(o.id));
        return okResponse({
          ...buildCustomerOrder({ id: order?.id, packageId: order?.packageId, status: 'pending' }),
          events: [],
          plannedLaunchDate: null,
          governmentCaveat: false,
          milestones: [],
          documents: [],
          deliverables: [],
        });
      }
      if (url.startsWith('/api/admin/orders')) {
        return okResponse({ orders: orders.map((o) => ({ ...o })), nextCursor: null, total: orders.length });
      }
      if (url.startsWith('/api/admin/users')) {
        return okResponse({ users, nextCursor: null, total: users.length });
      }
      if (url.startsWith('/api/admin/messages/') && method === 'PATCH') {
        const message = { ...messages[0], handledAt: '2026-11-21T00:00:00.000Z' };
        return okResponse({ message }, 'Marked as handled');
      }
      if (url.startsWith('/api/admin/messages')) {
        return okResponse({ messages, nextCursor: null, unhandledCount: 1 });
      }
      if (url === '/api/admin/mail/mail-1/retry' && method === 'POST') {
        return okResponse(
          { mail: { ...failedMail, status: 'pending' } },
          'The mail will be sent again in a moment',
        );
      }
      if (url.startsWith('/api/admin/mail')) {
        const mails = url.endsWith('status=failed') ? [failedMail] : [];
        return okResponse({ mails, counts: { pending: 0, sent: 12, failed: 1 } });
      }
      if (url === '/api/admin/launches/owners') {
        const owners = [
          { id: kabirId, name: 'Kabir Rao', email: 'kabir@launchpad.example' },
          { id: ananya.id, name: ananya.name, email: ananya.email },
        ];
        return okResponse(owners);
      }
      if (url.startsWith('/api/admin/launches')) {
        return okResponse({
          launches,
          nextCursor: null,
          stageCounts: { payment: 0, legal: 1, development: 1, testing: 0, launch: 0 },
          allStages: 2,
          total: 2,
        });
      }
      if (url === '/api/auth/me') return okResponse({ user: ananya, billing: null });
      return errorResponse(404, 'not_found', 'Not found');
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends a visitor who is not signed in to /login without asking for admin data', async () => {
    localStorage.clear();
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(calls('GET', '/api/admin')).toHaveLength(0);
  });

  it('shows a standard user the not-allowed page and requests no admin data', async () => {
    localStorage.setItem('user', JSON.stringify({ ...ananya, role: 'customer' }));
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(calls('GET', '/api/admin')).toHaveLength(0);
  });

  it('shows the not-allowed page when the server refuses a remembered admin (403)', async () => {
    const mock = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/admin') ? forbidden() : (mock?.(input, init) as Promise<Response>),
    );
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(screen.queryByText('Meera Iyer')).toBeNull();
    expect(calls('GET', '/api/admin/orders')).toHaveLength(0);
  });

  it('shows the four summary cards in rupees, en-IN, with the amount collected', async () => {
    renderAdmin();
    const cards = await screen.findByRole('region', { name: 'Summary' });
    expect(cards.textContent).toContain('Total Users1,25,000');
    expect(cards.textContent).toContain('Total Orders10,00,000');
    expect(cards.textContent).toContain('Completed Orders4,20,002');
    expect(cards.textContent).toContain('Revenue collected₹56,24,95,99,998');
    expect(cards.textContent).toContain('From 7,00,002 paid orders');
    expect(cards.textContent).toContain('Booked, not yet paid: ₹7,99,99,20,001 in 1,59,999 pending orders');
    expect(cards.textContent).toContain('GST collected, not revenue: ₹12,59,99,82,000');
  });

  it('lists orders with package, customer, id, amount, notes and a status badge of the right colour', async () => {
    renderAdmin();
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    const first = await within(panel).findByRole('article', { name: 'Order LP-7WN9-R6WD' });
    expect(within(first).getByRole('heading', { name: 'Growth Package' })).toBeTruthy();
    expect(first.textContent).toContain('Meera Iyer');
    expect(first.textContent).toContain('meera@example.in');
    expect(first.textContent).toContain('LP-7WN9-R6WD');
    expect(first.textContent).toContain('₹49,999');
    expect(first.textContent).toContain('20 Nov 2026');
    expect(within(panel).getByText('Certificate of Incorporation issued')).toBeTruthy();

    const badge = (status: string) => panel.querySelector(`[data-status="${status}"]`)?.className ?? '';
    expect(badge('completed')).toContain('emerald');
    expect(badge('in-progress')).toContain('blue');
    expect(badge('pending')).toContain('amber');
    expect(badge('cancelled')).toContain('red');
  });

  it("asks before changing a paid order's status, saves it with PATCH and reloads the list and the summary", async () => {
    const user = renderAdmin();
    const trigger = await screen.findByRole('combobox', {
      name: 'Status of Growth Package LP-7WN9-R6WD for Meera Iyer',
    });
    const listLoads = calls('GET', '/api/admin/orders?').length + calls('GET', '/api/admin/orders').length;
    const summaryLoads = calls('GET', '/api/admin/summary').length;

    trigger.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    // A paid order is never offered Pending.
    expect(options.map((o) => o.textContent)).toEqual(['In Progress', 'Completed', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    // A paid order: nothing is sent until the admin confirms.
    const confirm = await screen.findByRole('dialog', { name: 'Mark this paid order Completed?' });
    expect(calls('PATCH', '/api/admin/orders/')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Mark Completed' }));

    await waitFor(() => expect(calls('PATCH', '/api/admin/orders/')).toHaveLength(1));
    const [url, init] = calls('PATCH', '/api/admin/orders/')[0] ?? [];
    expect(url).toBe('/api/admin/orders/3f2a9c1b-8d4e-4f00-9a7b-0123456789ab/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'completed' });
    await waitFor(() => expect(calls('GET', '/api/admin/orders').length).toBeGreaterThan(listLoads));
    await waitFor(() => expect(calls('GET', '/api/admin/summary').length).toBeGreaterThan(summaryLoads));
    const article = screen.getByRole('article', { name: 'Order LP-7WN9-R6WD' });
    await waitFor(() => expect(article.querySelector('[data-status="completed"]')).not.toBeNull());
  });

  it('opens an order with its timeline naming the admin who changed it', async () => {
    const user = renderAdmin();
    await user.click(
      await screen.findByRole('button', {
        name: 'View details and timeline of Growth Package LP-7WN9-R6WD for Meera Iyer',
      }),
    );
    // The order opens on its own full-width page.
    const dialog = (await screen.findByRole('heading', { level: 1, name: 'Growth Package' })).parentElement
      ?.parentElement as HTMLElement;
    expect(await within(dialog).findByText('In Progress → Completed')).toBeTruthy();
    expect(within(dialog).getByText(/by Ananya Rao \(admin\)/)).toBeTruthy();
    expect(within(dialog).getByText(/by Meera Iyer \(customer\)/)).toBeTruthy();
    expect(within(dialog).getByText('LP2611AB')).toBeTruthy();
  });

  it('sends the search and the status filter to the server and exports the same filter', async () => {
    const user = renderAdmin();
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'meera');
    await waitFor(() => expect(calls('GET', '/api/admin/orders?q=meera')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?q=meera',
    );

    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(calls('GET', '/api/admin/orders?q=meera&status=cancelled')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?q=meera&status=cancelled',
    );

    screen.getByRole('combobox', { name: 'Needs' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Documents to review' }));
    await waitFor(() =>
      expect(
        calls('GET', '/api/admin/orders?q=meera&status=cancelled&needs=documents-to-review'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?q=meera&status=cancelled&needs=documents-to-review',
    );
  });

  it('shows the launch board, overdue first, filters it and opens an order from it', async () => {
    const user = renderAdmin('/admin?tab=launches');
    const panel = await screen.findByRole('tabpanel', { name: 'Launch board' });
    const [first, second] = await within(panel).findAllByRole('article');
    expect(first?.getAttribute('aria-label')).toBe('Launch LP-7WN9-R6WD');
    expect(first?.textContent).toContain('Overdue since 18 Nov');
    expect(first?.textContent).toContain('Waiting on the customer since 20 Nov');
    expect(first?.textContent).toContain('Company name approved by the registrar');
    expect(first?.textContent).toContain('22 Dec 2026');
    expect(first?.textContent).toContain('Unassigned');
    expect(
      within(first as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(second?.textContent).toContain('Delayed by 3 days');
    expect(second?.textContent).toContain('Kabir Rao');
    expect(second?.textContent).toContain('2 documents to review');
    expect(second?.textContent).toContain('Cancellation requested');
    expect(first?.textContent).not.toContain('to review');
    expect(within(panel).getByRole('button', { name: 'All stages (2)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(panel).getByRole('button', { name: 'Development (1)' }));
    await waitFor(() => expect(calls('GET', '/api/admin/launches?stage=development')).toHaveLength(1));
    within(panel).getByRole('combobox', { name: 'Owner' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Kabir Rao' }));
    await waitFor(() =>
      expect(calls('GET', `/api/admin/launches?owner=${kabirId}&stage=development`)).toHaveLength(1),
    );
    within(panel).getByRole('combobox', { name: 'Needs' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Cancellation requested' }));
    await waitFor(() =>
      expect(
        calls('GET', `/api/admin/launches?owner=${kabirId}&stage=development&needs=cancellation-requested`),
      ).toHaveLength(1),
    );

    await user.click(
      within(panel).getByRole('button', { name: 'Open Growth Package LP-7WN9-R6WD for Meera Iyer' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth Package' })).toBeTruthy();
  });

  it("assigns an order's launch to any admin from the order", async () => {
    const mock = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/orders/')) {
        const plan = {
          ...buildCustomerOrder({
            id: orders[0]?.id,
            status: 'in-progress',
            expectedLaunchDate: '2026-12-22',
          }),
          events: [],
          paid: true,
          cancellationRequestedAt: null,
          cancellationRequest: null,
          billing: null,
          receipt: null,
          invoices: [],
          plannedLaunchDate: '2026-12-20',
          governmentCaveat: false,
          milestones: [
            {
              id: '5f2a9c1b-8d4e-4f00-9a7b-000000000001',
              key: 'paid',
              stage: 'payment',
              title: 'Payment received',
              status: 'done',
              plannedFor: '2026-11-20',
              startedAt: null,
              completedAt: '2026-11-20T06:35:00.000Z',
              waitsOn: 'team',
              note: null,
              blockedOnCustomer: false,
            },
          ],
          documents: [],
          deliverables: [],
        };
        return okResponse(plan);
      }
      return mock?.(input, init) as Promise<Response>;
    });
    // An old link to the order's dialog leads to its page.
    const user = renderAdmin(`/admin?order=${orders[0]?.id}`);
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    await within(owner).findByRole('option', { name: 'Kabir Rao' });
    expect(within(owner).getByRole('option', { name: 'Ananya Rao (you)' })).toBeTruthy();
    await user.selectOptions(owner, kabirId);
    await waitFor(() => expect(calls('PATCH', `/api/admin/orders/${orders[0]?.id}/launch`)).toHaveLength(1));
    const [, init] = calls('PATCH', `/api/admin/orders/${orders[0]?.id}/launch`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ ownerId: kabirId });
  });

  it('moves between the tabs with the arrow keys and shows the users with their order counts', async () => {
    const user = renderAdmin();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Launch board' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    const panel = await screen.findByRole('tabpanel', { name: 'Users' });
    const meera = (await within(panel).findByText('Meera Iyer')).closest('li');
    expect(meera?.textContent).toContain('+91 98450 12345');
    expect(meera?.textContent).toContain('Orders4');
    expect(meera?.textContent).toContain('1 Nov 2026');
    expect(within(panel).getByText('Ananya Rao').closest('li')?.textContent).toContain('Owner');
  });

  it('shows a failed mail with its error and sends it again', async () => {
    const user = renderAdmin('/admin?tab=mail');
    const panel = await screen.findByRole('tabpanel', { name: /Mail/ });
    const mail = await within(panel).findByRole('article', { name: /Mail to meera@example.in/ });
    expect(mail.textContent).toContain('550 Mailbox unavailable');
    expect(mail.textContent).toContain('3 attempts');
    expect(within(panel).getByRole('button', { name: 'Sent (12)' })).toBeTruthy();
    await user.click(within(mail).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(calls('POST', '/api/admin/mail/mail-1/retry')).toHaveLength(1));
  });

  it('lists contact messages with the service asked about and marks one handled', async () => {
    const user = renderAdmin('/admin?tab=messages');
    const panel = await screen.findByRole('tabpanel', { name: /Messages/ });
    const message = await within(panel).findByRole('article', { name: /Fatima Khan/ });
    expect(message.textContent).toContain('About: LLP Registration');
    await user.click(within(message).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(calls('PATCH', '/api/admin/messages/m-1')).toHaveLength(1));
    expect(JSON.parse(String(calls('PATCH', '/api/admin/messages/m-1')[0]?.[1]?.body))).toEqual({
      handled: true,
    });
  });
});
