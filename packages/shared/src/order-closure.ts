import { formatDate, formatInr } from './format.ts';
import { isOrderCancelled } from './orders.ts';
import type { Order } from './orders-api.ts';
import { isRefundCompleted, isRefundInFlight } from './payment-states.ts';
import { offlineRefundWords } from './refunds.ts';

// A cancelled order reads as closed wherever its customer sees it: when it was cancelled and what
// happened to the money, from the order's refund records, instead of a launch still in flight.

/** What the closing sentence needs of an order. */
export type ClosedOrderFacts = Pick<Order, 'status' | 'paid' | 'cancelledAt' | 'refunds'>;

/** The order is cancelled: its launch, documents and dates no longer apply. */
export function isClosedOrder(order: Pick<Order, 'status'>): boolean {
  return isOrderCancelled(order.status);
}

function refundsInWords(refunds: Order['refunds']): string[] {
  return refunds.map((refund) => {
    const amount = formatInr(refund.amount);
    // Money returned offline: the day it was sent and its reference, as the bank statement shows.
    if (refund.offline) return `${amount} refunded ${offlineRefundWords(refund.offline)}`;
    if (isRefundCompleted(refund.state)) {
      return refund.completedAt
        ? `${amount} refunded on ${formatDate(refund.completedAt)}`
        : `${amount} refunded`;
    }
    if (isRefundInFlight(refund.state)) return `a refund of ${amount} on its way (5-7 working days)`;
    return `a refund of ${amount} failed: we will write to you`;
  });
}

/**
 * "Cancelled on 3 Dec 2026, ₹58,999 refunded on 4 Dec 2026"; "Cancelled on 3 Dec 2026: no payment
 * was taken" for an order never paid; "…: the payment was kept" for a paid one cancelled without a
 * refund. Null for an order that is not cancelled.
 */
export function orderClosureText(order: ClosedOrderFacts): string | null {
  if (!isClosedOrder(order)) return null;
  const cancelled = order.cancelledAt ? `Cancelled on ${formatDate(order.cancelledAt)}` : 'Cancelled';
  if (!order.paid) return `${cancelled}: no payment was taken`;
  const refunds = refundsInWords(order.refunds);
  if (refunds.length === 0) return `${cancelled}: the payment was kept, with no refund`;
  return `${cancelled}, ${refunds.join(' and ')}`;
}
