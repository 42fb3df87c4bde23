import { describe, expect, it } from 'vitest';
import { adminStatusOptions } from './admin.ts';
import {
  adminNextStatuses,
  orderStatuses,
  orderStatusLabel,
  orderStatusTone,
  orderTransitionRefusal,
  orderWriters,
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
