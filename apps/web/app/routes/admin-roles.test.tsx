import type { AdminOrder, AdminOrderDetail, AdminSummary, OrderStatus, UserRole } from '@launchpad/shared';
import { orderReference, orderStatuses } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ananya, errorResponse, okResponse } from '../../test/fixtures.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { tabsAllowed } from './admin/console-tabs.tsx';
import AdminRoute from './admin.tsx';
import AdminOrderRoute from './admin-order.tsx';

const orderId = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';

const order: AdminOrder = {
  id: orderId,
  reference: orderReference(orderId),
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
  customer: { id: 'u-1', name: 'Meera Iyer', email: 'meera@example.in', phone: null },
};

const detail: AdminOrderDetail = {
  ...order,
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
  events: [],
  payments: [],
};

const summary: AdminSummary = {
  totalUsers: 2,
  totalOrders: 1,
  completedOrders: 0,
  collectedRevenue: 49999,
  unpaidBookedRevenue: 0,
  unpaidBookedOrders: 0,
  refundedRevenue: 0,
  taxCollected: 0,
  refundsOutstanding: 0,
  paidOrders: 1,
  ordersByStatus: {
    ...Object.fromEntries(orderStatuses.map((status) => [status, 0])),
    'in-progress': 1,
  } as Record<OrderStatus, number>,
  unhandledMessages: 0,
};

describe('the tabs of each role', () => {
  it('shows each role the tabs its permissions open, in the console order', () => {
    const names = (role: UserRole) => tabsAllowed(role).map((tab) => tab.value);
    expect(names('owner')).toEqual([
      'orders',
      'launches',
      'users',
      'messages',
      'support',
      'complaints',
      'mail',
      'invoices',
      'data-requests',
      'activity',
    ]);
    expect(names('finance')).toEqual(['orders', 'launches', 'users', 'invoices']);
    expect(names('operations')).toEqual(['orders', 'launches', 'users', 'support', 'mail']);
    expect(names('support')).toEqual([
      'orders',
      'launches',
      'users',
      'messages',
      'support',
      'complaints',
      'mail',
      'data-requests',
    ]);
    expect(names('customer')).toEqual([]);
  });
});

describe('the console of a role', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();

  function signInAs(role: UserRole) {
    const member = { ...ananya, role };
    localStorage.setItem('user', JSON.stringify(member));
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/auth/me') return okResponse({ user: member, billing: null });
      if (url === '/api/admin/summary') return okResponse(summary);
      if (url === `/api/admin/orders/${orderId}`) return okResponse(detail);
      if (url.startsWith('/api/admin/orders'))
        return okResponse({ orders: [order], nextCursor: null, total: 1 });
      return errorResponse(404, 'not_found', 'Not found');
    });
  }

  function renderAt(url: string) {
    const Stub = createRoutesStub([
      { path: '/admin', Component: AdminRoute },
      { path: '/admin/orders/:orderId', Component: AdminOrderRoute },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    );
  }

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows support no Invoices tab, no CSV export and no status moves, even when a link names the tab', async () => {
    signInAs('support');
    renderAt('/admin?tab=invoices');
    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(within(tabs).queryByRole('tab', { name: 'Invoices' })).toBeNull();
    expect(
      within(tabs)
        .getByRole('tab', { name: /Orders/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    expect(await within(panel).findByText('Meera Iyer')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(within(panel).queryByRole('combobox', { name: /^Status of / })).toBeNull();
  });

  it('shows finance the Invoices tab, the export and no tab it may not open', async () => {
    signInAs('finance');
    renderAt('/admin');
    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Orders', 'Launch board', 'Users', 'Invoices']);
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    expect(await within(panel).findByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows support an order without a refund, and finance the refund without the conversation or notes', async () => {
    signInAs('support');
    renderAt(`/admin/orders/${orderId}`);
    expect(await screen.findByRole('heading', { name: 'Refunds' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Notes for the customer' })).toBeTruthy();
    localStorage.clear();
    document.body.innerHTML = '';

    signInAs('finance');
    renderAt(`/admin/orders/${orderId}`);
    expect(await screen.findByRole('button', { name: 'Refund…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Notes for the customer' })).toBeNull();
  });
});
