import {
  formatDateTime,
  formatInr,
  isAwaitingPayment,
  isPaidStatus,
  orderStatusLabel,
} from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import type { UserReads } from '../auth/index.ts';
import { defineNotice, type MailOutbox } from '../mail/index.ts';
import type { OrderMove } from './order-move.ts';

interface Deps {
  mail: MailOutbox;
  usersRepo: Pick<UserReads, 'findById'>;
}

/** What the customer was charged for the order: the checkout's total with GST, else the list price. */
const chargedAmount = (order: OrderRow) => formatInr(order.billing?.total ?? order.amount);

const orderPaid = defineNotice<{ order: OrderRow; customer: UserRow }>()({
  template: 'admin-order-paid',
  about:
    'A new paid order (by payment, or paid offline): a hook of the transition table, for a move from Pending Payment to work',
  once: 'order',
  to: 'team',
  key: ({ order }) => `order-paid:${order.id}`,
  data: ({ order, customer }) => ({
    orderId: order.id,
    packageName: order.packageName,
    amount: chargedAmount(order),
    paymentMethod: order.paymentMethod,
    customerName: customer.name,
    customerEmail: customer.email,
    paidAt: formatDateTime(order.paidAt ?? order.updatedAt),
  }),
});

const statusChanged = defineNotice<{ move: OrderMove; order: OrderRow; eventId: string }>()({
  template: 'order-status-changed',
  about:
    'A status changed by staff: before and after in words, the admin’s note, the order’s notes; a hook of the transition table, for the `admin` writer',
  once: 'timeline entry',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ eventId }) => `order-status-changed:${eventId}`,
  data: ({ move, order }, customer) => ({
    name: customer.name,
    packageName: order.packageName,
    orderId: order.id,
    from: orderStatusLabel(move.order.status),
    to: orderStatusLabel(move.to),
    changedAt: formatDateTime(order.updatedAt),
    note: move.reason,
    orderNotes: order.notes,
    money: move.moneyNote ?? null,
  }),
});

export interface CancellationRequest {
  order: OrderRow;
  customer: UserRow;
  reason: string;
  at: Date;
}

export interface CancellationAnswer {
  order: OrderRow;
  reply: string;
  at: Date;
}

const cancellationReceived = defineNotice<CancellationRequest>()({
  template: 'cancellation-request-received',
  about: 'The customer’s request to cancel a paid order is with the team: the reason, the order page',
  once: 'request (the order and its time)',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ order, at }) => `cancellation-request-received:${order.id}:${at.getTime()}`,
  data: ({ order, reason, at }, customer) => ({
    name: customer.name,
    packageName: order.packageName,
    orderId: order.id,
    reason,
    requestedAt: formatDateTime(at),
  }),
});

const cancellationToTeam = defineNotice<CancellationRequest>()({
  template: 'admin-cancellation-request',
  about: 'A customer asks to cancel a paid order: the amount, the customer and the reason',
  once: 'request (the order and its time)',
  to: 'team',
  key: ({ order, at }) => `cancellation-requested:${order.id}:${at.getTime()}`,
  data: ({ order, customer, reason, at }) => ({
    orderId: order.id,
    packageName: order.packageName,
    amount: chargedAmount(order),
    customerName: customer.name,
    customerEmail: customer.email,
    reason,
    requestedAt: formatDateTime(at),
  }),
});

const cancellationDeclined = defineNotice<CancellationAnswer>()({
  template: 'cancellation-request-declined',
  about: 'The team declined the customer’s cancellation request: the team’s reply',
  once: 'answer (the order and its time)',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ order, at }) => `cancellation-request-declined:${order.id}:${at.getTime()}`,
  data: ({ order, reply, at }, customer) => ({
    name: customer.name,
    packageName: order.packageName,
    orderId: order.id,
    reply,
    declinedAt: formatDateTime(at),
  }),
});

/**
 * The mails that follow an order's status and requests, each queued in the transaction of its
 * event and keyed by it: the customer hears of a change made by staff, the team of a newly paid
 * order and of a cancellation request.
 */
export function createOrderNotices({ mail, usersRepo }: Deps) {
  const paid = mail.hook(orderPaid);
  const changed = mail.hook(statusChanged, usersRepo);
  const received = mail.hook(cancellationReceived, usersRepo);
  const toTeam = mail.hook(cancellationToTeam);
  return {
    /**
     * Runs after every status change, in its transaction (called by the transitions' `move`):
     * `order` is the order as it is after the move, `eventId` its timeline entry.
     */
    async afterMove(tx: Queryable, moved: { move: OrderMove; order: OrderRow; eventId: string }) {
      const { move, order } = moved;
      if (isAwaitingPayment(move.order.status) && isPaidStatus(move.to)) {
        const customer = await usersRepo.findById(order.userId, tx);
        if (customer) await paid(tx, { order, customer });
      }
      if (move.writer === 'admin') await changed(tx, moved);
    },
    /** The team hears that a customer asks to cancel a paid order; the customer, that we have it. */
    async cancellationRequested(tx: Queryable, request: CancellationRequest): Promise<void> {
      await received(tx, request);
      await toTeam(tx, request);
    },
    /** The customer reads the team's reply when their cancellation request is declined. */
    cancellationDeclined: mail.hook(cancellationDeclined, usersRepo),
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
