import type { OrderDetail } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrderDetail, buildOrderDocument } from '../../test/build-order.ts';
import { okResponse, priya } from '../../test/fixtures.ts';
import { createQueryClient } from '../lib/query-client.ts';
import OrderRoute from './order.tsx';

const refund = {
  id: 'r-1',
  merchantRefundId: 'LPR-REFUND-1',
  merchantOrderId: 'LP-PAY-1',
  amount: 58_999,
  state: 'COMPLETED' as const,
  reason: 'Plans changed',
  createdAt: '2026-11-24T05:00:00.000Z',
  completedAt: '2026-11-25T05:00:00.000Z',
  offline: null,
};

const creditNote = {
  id: 'inv-2',
  number: 'LPC/26-27/00001',
  kind: 'credit-note' as const,
  title: 'Credit Note',
  issuedAt: '2026-11-25T05:00:00.000Z',
  taxableValue: 49_999,
  tax: 9000,
  total: 58_999,
  refundId: 'r-1',
  supersededBy: null,
  corrects: null,
  correctionReason: null,
  recipient: null,
};

function renderOrder(order: OrderDetail) {
  const Stub = createRoutesStub([{ path: '/dashboard/orders/:orderId', Component: OrderRoute }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[`/dashboard/orders/${order.id}`]} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the order page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** What the order reads as now; a cancellation or a request changes it, as the server would. */
  let current: OrderDetail;
  let afterChange: OrderDetail;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('user', JSON.stringify(priya));
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/messages')) return okResponse({ messages: [], unreadCount: 0 });
      if (init?.method === 'POST') {
        current = afterChange;
        const data = url.endsWith('/documents') ? current.documents[0] : current;
        return okResponse(data, 'Done');
      }
      return okResponse(current);
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows each refund with its dates, references and credit note, and names it on the timeline', async () => {
    current = buildOrderDetail({
      status: 'cancelled',
      paid: true,
      amount: 49_999,
      gst: 9000,
      refundedAmount: 58_999,
      refundedFee: 49_999,
      refundedGst: 9000,
      refunds: [refund],
      cancelledAt: '2026-11-25T05:00:00.000Z',
      invoices: [creditNote],
      events: [
        {
          id: 'e1',
          fromStatus: 'in-progress',
          toStatus: 'in-progress',
          actor: 'provider',
          reason: '₹58,999 refunded: Plans changed',
          createdAt: '2026-11-25T05:00:00.000Z',
        },
      ],
    });
    renderOrder(current);

    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const item = within(refunds).getByRole('listitem');
    expect(item.textContent).toContain('₹58,999 refunded: Plans changed');
    expect(item.textContent).toContain('Started 24 Nov 2026 · back with you on 25 Nov 2026');
    expect(item.textContent).toContain('Refund LPR-REFUND-1 of payment LP-PAY-1');
    const note = within(item).getByRole('link', { name: /Credit Note LPC\/26-27\/00001/ });
    expect(note.getAttribute('href')).toBe('/api/invoices/inv-2/pdf');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('₹58,999 paid, all refunded')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Refund of ₹58,999 issued')).toBeTruthy();
    expect(within(timeline).queryByText('Launch update')).toBeNull();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('takes a cancellation request from a paid order and shows its state from the order', async () => {
    current = buildOrderDetail({ status: 'in-progress' });
    afterChange = {
      ...current,
      cancellationRequestedAt: '2026-11-26T05:00:00.000Z',
      cancellationRequest: {
        state: 'open',
        requestedAt: '2026-11-26T05:00:00.000Z',
        reason: 'Closing the venture',
        reply: null,
        closedAt: null,
      },
    };
    const user = renderOrder(current);

    // The cancellation form is loaded after the page, on its own.
    const open = await screen.findByRole('button', { name: 'Request cancellation' });
    await user.click(open);
    const reason = screen.getByLabelText('Why do you want to cancel?');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request cancellation' })),
    );

    await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
    await user.type(screen.getByLabelText('Why do you want to cancel?'), 'Closing the venture');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const status = await screen.findByRole('region', { name: 'Cancellation requested' });
    expect(status.textContent).toContain('You asked to cancel on 26 Nov 2026. We are looking at it');
    expect(status.textContent).toContain('Your reason: Closing the venture');
    await waitFor(() => expect(document.activeElement).toBe(within(status).getByRole('heading')));
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(sent?.[0])).toBe(`/api/orders/${current.id}/cancellation-request`);
  });

  it('cancels an unpaid order after a confirmation and moves focus to the page heading', async () => {
    current = buildOrderDetail({ status: 'pending', packageId: 'scale' });
    afterChange = { ...current, status: 'cancelled', cancelledAt: '2026-11-26T05:00:00.000Z' };
    const user = renderOrder(current);

    // The same control as the dashboard's: it opens this order's checkout, not the package's card.
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Complete Payment/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep order' })),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    expect((await screen.findByTestId('order-closure')).textContent).toBe(
      'Cancelled on 26 Nov 2026: no payment was taken',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Scale Package' })),
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('moves focus to the row’s new status once a document is uploaded, never to the page', async () => {
    const pan = buildOrderDocument();
    current = buildOrderDetail({ status: 'in-progress', documents: [pan] });
    afterChange = {
      ...current,
      documents: [
        {
          ...pan,
          status: 'uploaded',
          fileName: 'pan.pdf',
          size: 1200,
          uploadedAt: '2026-11-26T05:00:00.000Z',
        },
      ],
    };
    const user = renderOrder(current);

    const file = new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('File for PAN card of each director'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const row = await screen.findByText('pan.pdf');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('PAN card of each director: Being checked'),
    );
    expect(row.closest('[data-testid="document"]')?.contains(document.activeElement)).toBe(true);
  });
});
