import { describe, expect, it } from 'vitest';
import { adminStatusOptions } from './admin.ts';
import {
  adminNextStatuses,
  awaitingPaymentStatuses,
  cancelledStatuses,
  inWorkStatuses,
  isAwaitingPayment,
  isOrderCancelled,
  isOrderInWork,
  isOrderLaunched,
  isOrderOpen,
  isPaidStatus,
  launchedStatuses,
  type OrderFacts,
  type OrderStatus,
  type OrderWriter,
  orderStatuses,
  orderStatusLabel,
  orderStatusTone,
  orderTransitionRefusal,
  orderTransitions,
  orderWriters,
  paidStatuses,
} from './orders.ts';

describe('order statuses', () => {
  it('reads pending as Pending Payment and shows each status in its badge colour', () => {
    expect(orderStatuses.map((status) => [orderStatusLabel(status), orderStatusTone(status)])).toEqual([
      ['Pending Payment', 'warning'],
      ['In Progress', 'info'],
      ['Completed', 'success'],
      ['Cancelled', 'danger'],
    ]);
  });

  it('shows an unknown status as it is, in a neutral look', () => {
    expect(orderStatusLabel('on-hold')).toBe('on-hold');
    expect(orderStatusTone('on-hold')).toBe('neutral');
    expect(orderStatusTone('toString')).toBe('neutral');
  });

  it('offers every status in the admin dropdown, in order, with the short pending label', () => {
    expect(adminStatusOptions).toEqual([
      { value: 'pending', label: 'Pending' },
      { value: 'in-progress', label: 'In Progress' },
      { value: 'completed', label: 'Completed' },
      { value: 'cancelled', label: 'Cancelled' },
    ]);
  });
});

const unpaid = { paid: false, fullyRefunded: false };
const paid = { paid: true, fullyRefunded: false };

describe('orderTransitionRefusal', () => {
  it('never lets a paid order return to pending, whoever asks', () => {
    for (const from of orderStatuses) {
      if (from === 'pending') continue;
      for (const writer of orderWriters) {
        expect(orderTransitionRefusal(from, 'pending', writer, paid)).toMatch(/never returns to Pending/);
      }
    }
  });

  it('lets only a payment or a paid-offline admin start work on an unpaid order', () => {
    expect(orderTransitionRefusal('pending', 'in-progress', 'payment', paid)).toBeNull();
    expect(orderTransitionRefusal('pending', 'completed', 'admin', unpaid)).toMatch(/not been paid/);
    expect(
      orderTransitionRefusal('pending', 'completed', 'admin', { ...unpaid, paidOffline: true }),
    ).toBeNull();
    expect(orderTransitionRefusal('pending', 'in-progress', 'customer', paid)).toMatch(/cannot go from/);
  });

  it('lets the customer cancel only a pending order, and a refund cancel only work not completed', () => {
    expect(orderTransitionRefusal('pending', 'cancelled', 'customer', unpaid)).toBeNull();
    expect(orderTransitionRefusal('in-progress', 'cancelled', 'customer', paid)).toMatch(/cannot go from/);
    expect(orderTransitionRefusal('in-progress', 'cancelled', 'refund', paid)).toBeNull();
    expect(orderTransitionRefusal('completed', 'cancelled', 'refund', paid)).toMatch(/cannot go from/);
  });

  it('lets the launch tracker complete only an order in progress', () => {
    expect(orderTransitionRefusal('in-progress', 'completed', 'launch', paid)).toBeNull();
    expect(orderTransitionRefusal('cancelled', 'completed', 'launch', paid)).toMatch(/cannot go from/);
    expect(orderTransitionRefusal('in-progress', 'cancelled', 'launch', paid)).toMatch(/cannot go from/);
  });

  it('keeps a fully refunded order from going back to work', () => {
    const refunded = { paid: true, fullyRefunded: true };
    expect(orderTransitionRefusal('cancelled', 'in-progress', 'admin', refunded)).toMatch(/refunded in full/);
  });
});

describe('adminNextStatuses', () => {
  it('does not offer pending for a paid order', () => {
    expect(adminNextStatuses('in-progress', paid)).toEqual(['completed', 'cancelled']);
    expect(adminNextStatuses('cancelled', paid)).toEqual(['in-progress', 'completed']);
  });

  it('offers pending for an unpaid cancelled order', () => {
    expect(adminNextStatuses('cancelled', unpaid)).toContain('pending');
  });
});

describe('what each status means', () => {
  it('answers each question of a status, and no for a status it does not know', () => {
    const table = orderStatuses.map((status) => ({
      status,
      awaitsPayment: isAwaitingPayment(status),
      paid: isPaidStatus(status),
      inWork: isOrderInWork(status),
      launched: isOrderLaunched(status),
      cancelled: isOrderCancelled(status),
      open: isOrderOpen(status),
    }));
    expect(table).toEqual([
      {
        status: 'pending',
        awaitsPayment: true,
        paid: false,
        inWork: false,
        launched: false,
        cancelled: false,
        open: true,
      },
      {
        status: 'in-progress',
        awaitsPayment: false,
        paid: true,
        inWork: true,
        launched: false,
        cancelled: false,
        open: true,
      },
      {
        status: 'completed',
        awaitsPayment: false,
        paid: true,
        inWork: false,
        launched: true,
        cancelled: false,
        open: false,
      },
      {
        status: 'cancelled',
        awaitsPayment: false,
        paid: false,
        inWork: false,
        launched: false,
        cancelled: true,
        open: false,
      },
    ]);
    for (const unknown of ['on-hold', 'toString', '']) {
      expect(
        [isAwaitingPayment, isPaidStatus, isOrderInWork, isOrderLaunched, isOrderCancelled, isOrderOpen].map(
          (is) => is(unknown),
        ),
      ).toEqual([false, false, false, false, false, false]);
    }
  });

  it('gives SQL the statuses of each meaning', () => {
    expect(awaitingPaymentStatuses).toEqual(['pending']);
    expect(paidStatuses).toEqual(['in-progress', 'completed']);
    expect(inWorkStatuses).toEqual(['in-progress']);
    expect(launchedStatuses).toEqual(['completed']);
    expect(cancelledStatuses).toEqual(['cancelled']);
  });
});

/** Every change the table lists, in words. */
function listedMoves(): string[] {
  return orderStatuses.flatMap((from) =>
    orderStatuses.flatMap((to) =>
      (orderTransitions[from][to] ?? []).map((writer) => `${from} → ${to} by ${writer}`),
    ),
  );
}

/**
 * What can be true of an order in a status when a writer moves it: a paid status is paid, one
 * awaiting payment is not, except that a settling payment has just paid it.
 */
function possibleFacts(status: OrderStatus, writer: OrderWriter): OrderFacts[] {
  const all = [
    { paid: false, fullyRefunded: false },
    { paid: true, fullyRefunded: false },
    { paid: true, fullyRefunded: true },
  ];
  if (writer === 'payment') return [{ paid: true, fullyRefunded: false }];
  if (isPaidStatus(status)) return all.filter((facts) => facts.paid);
  if (isAwaitingPayment(status)) return all.filter((facts) => !facts.paid);
  return all;
}

describe('the transition table', () => {
  it('lists exactly the changes of docs/order-states.md', () => {
    expect(listedMoves()).toEqual([
      'pending → in-progress by payment',
      'pending → in-progress by admin',
      'pending → completed by admin',
      'pending → cancelled by customer',
      'pending → cancelled by admin',
      'in-progress → completed by admin',
      'in-progress → completed by launch',
      'in-progress → cancelled by admin',
      'in-progress → cancelled by refund',
      'completed → in-progress by admin',
      'completed → cancelled by admin',
      'cancelled → pending by admin',
      'cancelled → in-progress by admin',
      'cancelled → completed by admin',
    ]);
  });

  it('lists no change that the guards refuse for every order that could be in its status', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        for (const writer of orderTransitions[from][to] ?? []) {
          const allowed = possibleFacts(from, writer).some(
            (facts) =>
              orderTransitionRefusal(from, to, writer, { ...facts, paidOffline: writer === 'admin' }) ===
              null,
          );
          expect(allowed, `${from} → ${to} by ${writer}`).toBe(true);
        }
      }
    }
  });

  it('reaches every status from a new order', () => {
    const reached = new Set<OrderStatus>(['pending']);
    for (let round = 0; round < orderStatuses.length; round++) {
      for (const from of reached) {
        for (const to of orderStatuses) if (orderTransitions[from][to]?.length) reached.add(to);
      }
    }
    expect([...reached].sort()).toEqual([...orderStatuses].sort());
  });
});
