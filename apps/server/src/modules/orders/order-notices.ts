import {
  formatDateTime,
  formatInr,
  isAwaitingPayment,
  isPaidStatus,
  orderStatusLabel,
} from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import type { UsersRepository } from '../auth/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { OrderMovedHook } from './order-transitions.ts';

interface Deps {
  mail: MailOutbox;
  usersRepo: Pick<UsersRepository, 'findById'>;
}

/** What the customer was charged for the order: the checkout's total with GST, else the list price. */
const chargedAmount = (order: OrderRow) => formatInr(order.billing?.total ?? order.amount);

/**
 * The mails that follow an order's status and requests, each queued in the transaction of its
 * event and keyed by it: the customer hears of a change made by staff, the team of a newly paid
 * order and of a cancellation request.
 */
export function createOrderNotices({ mail, usersRepo }: Deps) {
  /** Runs after every status change of the transition table (`createOrderTransitions`' hook). */
  const afterMove: OrderMovedHook = async (tx, { move, order, eventId }) => {
    const from = move.order.status;
    const newlyPaid = isAwaitingPayment(from) && isPaidStatus(move.to);
    if (move.writer !== 'admin' && !newlyPaid) return;
    const to = await mail.toCustomer(tx, usersRepo, order.userId);
    if (!to) return;
    const { customer } = to;
    if (newlyPaid) {
      await mail.alertAdmins(tx, {
        key: `order-paid:${order.id}`,
        template: 'admin-order-paid',
        data: {
          orderId: order.id,
          packageName: order.packageName,
          amount: chargedAmount(order),
          paymentMethod: order.paymentMethod,
          customerName: customer.name,
          customerEmail: customer.email,
          paidAt: formatDateTime(order.paidAt ?? order.updatedAt),
        },
      });
    }
    if (move.writer === 'admin') {
      await to.send({
        key: `order-status-changed:${eventId}`,
        template: 'order-status-changed',
        data: {
          name: customer.name,
          packageName: order.packageName,
          orderId: order.id,
          from: orderStatusLabel(from),
          to: orderStatusLabel(move.to),
          changedAt: formatDateTime(order.updatedAt),
          note: move.reason,
          orderNotes: order.notes,
          money: move.moneyNote ?? null,
        },
      });
    }
  };

  return {
    afterMove,

    /** The team hears that a customer asks to cancel a paid order; the customer, that we have it. */
    async cancellationRequested(
      tx: Queryable,
      request: { order: OrderRow; customer: UserRow; reason: string; at: Date },
    ): Promise<void> {
      const { order, customer, reason, at } = request;
      const to = await mail.toCustomer(tx, usersRepo, order.userId);
      await to?.send({
        key: `cancellation-request-received:${order.id}:${at.getTime()}`,
        template: 'cancellation-request-received',
        data: {
          name: to.customer.name,
          packageName: order.packageName,
          orderId: order.id,
          reason,
          requestedAt: formatDateTime(at),
        },
      });
      await mail.alertAdmins(tx, {
        key: `cancellation-requested:${order.id}:${at.getTime()}`,
        template: 'admin-cancellation-request',
        data: {
          orderId: order.id,
          packageName: order.packageName,
          amount: chargedAmount(order),
          customerName: customer.name,
          customerEmail: customer.email,
          reason,
          requestedAt: formatDateTime(at),
        },
      });
    },

    /** The customer reads the team's reply when their cancellation request is declined. */
    async cancellationDeclined(tx: Queryable, answer: { order: OrderRow; reply: string; at: Date }) {
      const { order, reply, at } = answer;
      const to = await mail.toCustomer(tx, usersRepo, order.userId);
      await to?.send({
        key: `cancellation-request-declined:${order.id}:${at.getTime()}`,
        template: 'cancellation-request-declined',
        data: {
          name: to.customer.name,
          packageName: order.packageName,
          orderId: order.id,
          reply,
          declinedAt: formatDateTime(at),
        },
      });
    },
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
