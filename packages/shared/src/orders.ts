import { z } from 'zod';
import { meaningsOf } from './state-meanings.ts';

/** Order statuses, in the order a launch moves through them. */
export const orderStatuses = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * What each status means, stated once: every question the product asks of a status is answered
 * here, so a new status must say what it means (TypeScript asks for every field).
 */
export interface OrderStatusMeaning {
  /** Open for payment: checkouts, an offline payment and the customer's own cancel apply. */
  awaitsPayment: boolean;
  /** Only a paid order holds it: reaching it needs money, and a full refund keeps an order out. */
  paid: boolean;
  /** The launch is under way: milestones move, documents are uploaded and reviewed. */
  inWork: boolean;
  /** The launch is done: its documents are kept for the retention period, then erased. */
  launched: boolean;
  /** The order is closed: its launch, documents and dates no longer apply. */
  cancelled: boolean;
}

export const orderStatusMeanings: Record<OrderStatus, OrderStatusMeaning> = {
  pending: { awaitsPayment: true, paid: false, inWork: false, launched: false, cancelled: false },
  'in-progress': { awaitsPayment: false, paid: true, inWork: true, launched: false, cancelled: false },
  completed: { awaitsPayment: false, paid: true, inWork: false, launched: true, cancelled: false },
  cancelled: { awaitsPayment: false, paid: false, inWork: false, launched: false, cancelled: true },
};

// `statusesThat` gives the statuses that carry a meaning, for SQL (`inArray(orders.status, …)`).
const { means, statesThat: statusesThat } = meaningsOf(orderStatuses, orderStatusMeanings);

/** Waiting for its payment (Pending Payment). */
export function isAwaitingPayment(status: string): boolean {
  return means(status, 'awaitsPayment');
}

/** A status only a paid order holds (In Progress, Completed). */
export function isPaidStatus(status: string): boolean {
  return means(status, 'paid');
}

/** Paid and in work: the launch is under way (an account cannot be deleted under it). */
export function isOrderInWork(status: string): boolean {
  return means(status, 'inWork');
}

/** The launch is done (Completed). */
export function isOrderLaunched(status: string): boolean {
  return means(status, 'launched');
}

/** The order is closed (Cancelled). */
export function isOrderCancelled(status: string): boolean {
  return means(status, 'cancelled');
}

/** Neither launched nor cancelled: its work is ahead or under way, so it can still be cancelled. */
export function isOrderOpen(status: string): boolean {
  return Object.hasOwn(orderStatusMeanings, status) && !isOrderLaunched(status) && !isOrderCancelled(status);
}

export const awaitingPaymentStatuses = statusesThat('awaitsPayment');
export const paidStatuses = statusesThat('paid');
export const inWorkStatuses = statusesThat('inWork');
export const launchedStatuses = statusesThat('launched');
export const cancelledStatuses = statusesThat('cancelled');

/** The colour family of a status badge, named for what it means rather than its hue. */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * How each status reads and looks: `label` everywhere a status is shown, `choice` in the admin's
 * status dropdown, `tone` for its badge (completed green, in-progress blue, pending yellow,
 * cancelled red).
 */
export const orderStatusDetails: Record<OrderStatus, { label: string; choice: string; tone: StatusTone }> = {
  pending: { label: 'Pending Payment', choice: 'Pending', tone: 'warning' },
  'in-progress': { label: 'In Progress', choice: 'In Progress', tone: 'info' },
  completed: { label: 'Completed', choice: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', choice: 'Cancelled', tone: 'danger' },
};

function detailsOf(status: string) {
  return Object.hasOwn(orderStatusDetails, status) ? orderStatusDetails[status as OrderStatus] : undefined;
}

/** Label for any status value, known or not. */
export function orderStatusLabel(status: string): string {
  return detailsOf(status)?.label ?? status;
}

/** Badge tone for any status value: an unknown one looks neutral. */
export function orderStatusTone(status: string): StatusTone {
  return detailsOf(status)?.tone ?? 'neutral';
}

/**
 * Who moves an order: a payment settling (a provider's or one recorded offline), an admin, the
 * customer, a refund, or the launch tracker (its last milestone done).
 */
export const orderWriters = ['payment', 'admin', 'customer', 'refund', 'launch'] as const;
export type OrderWriter = (typeof orderWriters)[number];

/**
 * Every allowed status change and who may make it: the one transition table of the product, used by
 * every writer (docs/order-states.md). A change not listed here is refused, and every change listed
 * can happen to some order (orders.test.ts walks them): In Progress never goes back to Pending
 * Payment, since only a paid order is In Progress and a paid order never returns to it.
 */
export const orderTransitions: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderWriter[]>>> = {
  pending: {
    'in-progress': ['payment', 'admin'],
    completed: ['admin'],
    cancelled: ['customer', 'admin'],
  },
  'in-progress': {
    completed: ['admin', 'launch'],
    cancelled: ['admin', 'refund'],
  },
  completed: {
    'in-progress': ['admin'],
    cancelled: ['admin'],
  },
  cancelled: {
    pending: ['admin'],
    'in-progress': ['admin'],
    completed: ['admin'],
  },
};

/** What the table's guards need to know about the order besides its status. */
export interface OrderFacts {
  /** A payment completed for it, or an admin recorded that it was paid offline. */
  paid: boolean;
  /** Completed refunds add up to everything that was paid. */
  fullyRefunded: boolean;
}

/** Why a change is refused (the sentence shown with the 409), or null when it is allowed. */
export function orderTransitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  writer: OrderWriter,
  facts: OrderFacts & { paidOffline?: boolean },
): string | null {
  const fromLabel = orderStatusDetails[from].label;
  const toLabel = orderStatusDetails[to].label;
  if (from === to) return `The order is already ${toLabel}.`;
  if (isAwaitingPayment(to) && facts.paid) {
    return 'A paid order never returns to Pending Payment: refund it, or cancel it with a refund.';
  }
  if (isPaidStatus(to) && facts.fullyRefunded) {
    return `This order has been refunded in full, so it cannot become ${toLabel}.`;
  }
  if (isPaidStatus(to) && !facts.paid && !facts.paidOffline) {
    return `This order has not been paid. To mark it ${toLabel}, record that it was paid offline and why.`;
  }
  const writers = orderTransitions[from][to];
  if (!writers?.includes(writer)) return `An order cannot go from ${fromLabel} to ${toLabel} this way.`;
  return null;
}

/** The statuses an admin may choose next for an order (the status menu offers only these). */
export function adminNextStatuses(from: OrderStatus, facts: OrderFacts): OrderStatus[] {
  return orderStatuses.filter(
    (to) =>
      to !== from && orderTransitionRefusal(from, to, 'admin', { ...facts, paidOffline: true }) === null,
  );
}
