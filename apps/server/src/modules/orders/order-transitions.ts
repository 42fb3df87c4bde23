import {
  isOrderCancelled,
  type OrderFacts,
  type OrderStatus,
  type OrderWriter,
  orderTransitionRefusal,
} from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveOrderStatus } from './order-status.repository.ts';
import { appendEvent } from './order-timeline.repository.ts';

export interface OrderMove {
  /** The order as read under its row lock (`OrderReads.lockById`) in this transaction. */
  order: OrderRow;
  to: OrderStatus;
  writer: OrderWriter;
  /** What the timeline records as actor: a user id, 'provider' or 'system'. */
  actor: string;
  reason: string | null;
  /** An admin's statement that the order was paid outside the provider (sets paidAt). */
  paidOffline?: boolean;
  paymentMethod?: string | null;
  /** What the change does with the customer's money, in the words of their mail. */
  moneyNote?: string | null;
}

/** What is known about the order besides its status; refunds add to it. */
export type OrderFactsReader = (tx: Queryable, order: OrderRow) => Promise<OrderFacts>;

/**
 * Something that must happen with a status change, in its transaction (a mail to the customer, an
 * alert to the team): `order` is the order as it is after the move, `eventId` its timeline entry.
 */
export type OrderMovedHook = (
  tx: Queryable,
  moved: { move: OrderMove; order: OrderRow; eventId: string },
) => Promise<void>;

export const paidFacts: OrderFactsReader = async (_tx, order) => ({
  paid: order.paidAt !== null,
  fullyRefunded: false,
});

/**
 * The only writer of an order's status: every change (payment, admin, customer, refund) is checked
 * against the shared transition table and recorded on the timeline in the caller's transaction.
 */
export function createOrderTransitions(
  readFacts: OrderFactsReader = paidFacts,
  onMoved: OrderMovedHook[] = [],
) {
  async function refusal(tx: Queryable, move: OrderMove): Promise<string | null> {
    const facts = await readFacts(tx, move.order);
    return orderTransitionRefusal(move.order.status, move.to, move.writer, {
      ...facts,
      paidOffline: move.paidOffline,
    });
  }

  return {
    refusal,

    /** Applies the move or throws a 409 whose message says why it is not allowed. */
    async move(tx: Queryable, move: OrderMove): Promise<OrderRow> {
      const refused = await refusal(tx, move);
      if (refused) throw new AppError('conflict', refused);
      const offline = move.paidOffline && move.order.paidAt === null;
      const moved = await moveOrderStatus(tx, move.order.id, move.order.status, move.to, {
        ...(move.paymentMethod !== undefined ? { paymentMethod: move.paymentMethod } : {}),
        ...(offline ? { paidAt: new Date(), paymentMethod: 'Paid offline' } : {}),
        // A cancelled order has no open cancellation request left to settle.
        ...(isOrderCancelled(move.to) ? { cancellationRequestedAt: null } : {}),
      });
      if (!moved) throw new Error('a locked order changed status under the lock');
      const eventId = await appendEvent(tx, {
        orderId: move.order.id,
        fromStatus: move.order.status,
        toStatus: move.to,
        actor: move.actor,
        reason: offline ? `Paid offline: ${move.reason}` : move.reason,
      });
      for (const hook of onMoved) await hook(tx, { move, order: moved, eventId });
      return moved;
    },
  };
}

export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
