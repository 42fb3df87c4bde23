import type { OrderDetail, OrderMilestone, Refund } from '@launchpad/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildOrderDetail, buildOrderDocument } from '../../../../test/build-order.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { LaunchStages } from './launch-tracker.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderClosure } from './order-closure.tsx';

const refund: Refund = {
  id: 'r1',
  merchantRefundId: 'LPR-1',
  merchantOrderId: 'LP-1',
  amount: 58_999,
  state: 'COMPLETED',
  reason: 'Cancelled at the customer’s request',
  createdAt: '2026-12-03T05:00:00.000Z',
  completedAt: '2026-12-04T05:00:00.000Z',
  offline: null,
};
const milestone = (overrides: Partial<OrderMilestone>): OrderMilestone => ({
  id: 'm1',
  key: 'name-approval',
  stage: 'legal',
  title: 'Name approval',
  status: 'done',
  plannedFor: '2026-12-01',
  startedAt: null,
  completedAt: '2026-12-01T05:00:00.000Z',
  waitsOn: 'team',
  note: null,
  blockedOnCustomer: false,
  ...overrides,
});
const panDocument = buildOrderDocument({ title: 'PAN of each director' });

function cancelled(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return buildOrderDetail({
    status: 'cancelled',
    paid: true,
    gst: 9000,
    refunds: [refund],
    refundedAmount: 58_999,
    cancelledAt: '2026-12-03T05:00:00.000Z',
    expectedLaunchDate: '2026-12-26',
    trackState: 'waiting-on-customer',
    waitingOnCustomerSince: '2026-11-25',
    plannedLaunchDate: '2026-12-26',
    milestones: [
      milestone({}),
      milestone({
        id: 'm2',
        title: 'Incorporation',
        status: 'pending',
        completedAt: null,
        waitsOn: 'customer',
      }),
    ],
    documents: [panDocument],
    ...overrides,
  });
}

describe('a cancelled order', () => {
  it('reads on its dashboard card as cancelled and refunded, with no launch date or waiting state', () => {
    render(
      <MemoryRouter>
        <OrderCard order={cancelled()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('order-closure').textContent).toBe(
      'Cancelled on 3 Dec 2026, ₹58,999 refunded on 4 Dec 2026',
    );
    expect(screen.queryByText(/Expected launch/)).toBeNull();
    expect(screen.queryByText(/Waiting on you/)).toBeNull();
    expect(screen.getByRole('link', { name: /See the order/ })).toBeTruthy();
  });

  it('says no payment was taken when it was never paid', () => {
    render(
      <MemoryRouter>
        <OrderCard order={cancelled({ paid: false, refunds: [], refundedAmount: 0 })} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('order-closure').textContent).toBe(
      'Cancelled on 3 Dec 2026: no payment was taken',
    );
  });

  it('heads its page with the closure and marks the launch steps not done as void', () => {
    const order = cancelled();
    render(
      <>
        <OrderClosure order={order} />
        <LaunchStages milestones={order.milestones} voided />
      </>,
    );
    expect(screen.getByTestId('order-closure').textContent).toContain('₹58,999 refunded on 4 Dec 2026');
    expect(screen.getByText('1 of 2 launch steps were done; the rest are void.')).toBeTruthy();
    const steps = screen.getAllByTestId('milestone');
    expect(steps[0]?.textContent).toContain('Done on');
    expect(steps[1]?.textContent).toContain('Void: the order was cancelled');
    expect(steps[1]?.textContent).not.toContain('Needs you');
    expect(steps[1]?.textContent).not.toContain('Expected by');
  });

  it('no longer asks for its documents', () => {
    render(<DocumentChecklist order={cancelled()} />);
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(section.textContent).not.toContain('Needed from you');
    expect(within(section).getByText('Not needed')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
