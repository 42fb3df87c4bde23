import { describe, expect, it } from 'vitest';
import { type ClosedOrderFacts, orderClosureText } from './order-closure.ts';
import type { Refund } from './refunds.ts';

const refund = (overrides: Partial<Refund>): Refund => ({
  id: 'r1',
  merchantRefundId: 'LPR-1',
  merchantOrderId: 'LP-1',
  amount: 58999,
  state: 'COMPLETED',
  reason: 'Cancelled at the customer’s request',
  createdAt: '2026-12-03T05:00:00.000Z',
  completedAt: '2026-12-04T05:00:00.000Z',
  offline: null,
  ...overrides,
});

const cancelledPaid: ClosedOrderFacts = {
  status: 'cancelled',
  paid: true,
  cancelledAt: '2026-12-03T05:00:00.000Z',
  refunds: [refund({})],
};

describe('orderClosureText', () => {
  it('names the day of the cancellation and the day each refund completed', () => {
    expect(orderClosureText(cancelledPaid)).toBe('Cancelled on 3 Dec 2026, ₹58,999 refunded on 4 Dec 2026');
  });

  it('says no payment was taken for an order cancelled before it was paid', () => {
    expect(orderClosureText({ ...cancelledPaid, paid: false, refunds: [] })).toBe(
      'Cancelled on 3 Dec 2026: no payment was taken',
    );
  });

  it('says a refund is on its way while it is pending, and names a kept payment', () => {
    expect(
      orderClosureText({ ...cancelledPaid, refunds: [refund({ state: 'PENDING', completedAt: null })] }),
    ).toBe('Cancelled on 3 Dec 2026, a refund of ₹58,999 on its way (5-7 working days)');
    expect(orderClosureText({ ...cancelledPaid, refunds: [] })).toBe(
      'Cancelled on 3 Dec 2026: the payment was kept, with no refund',
    );
  });

  it('lists partial refunds one by one', () => {
    const refunds = [
      refund({ amount: 10000 }),
      refund({ id: 'r2', amount: 48999, completedAt: '2026-12-05T05:00:00.000Z' }),
    ];
    expect(orderClosureText({ ...cancelledPaid, refunds })).toBe(
      'Cancelled on 3 Dec 2026, ₹10,000 refunded on 4 Dec 2026 and ₹48,999 refunded on 5 Dec 2026',
    );
  });

  it('is null for an order that is not cancelled', () => {
    expect(orderClosureText({ ...cancelledPaid, status: 'in-progress' })).toBeNull();
  });
});
