import { isOrderCancelled, type OrderFacts, orderTransitionRefusal } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderMove } from './order-move.ts';
import type { OrderNotices } from './order-notices.ts';
import { moveOrderStatus } from './order-status.repository.ts';
import { appendEvent } from './order-timeline.repository.ts';

/** What is known about the order besides its status; refunds add to it. */
export type OrderFactsReader = (tx: Queryable, order: OrderRow) => Promise<OrderFacts>;

export const paidFacts: OrderFactsReader = async (_tx, order) => ({
  paid: order.paidAt !== null,
  fullyRefunded: false,
});

/**
 * The only writer of an order's status: every change (payment, admin, customer, refund) is checked
 * against the shared transition table and recorded on the timeline in the caller's transaction,
 * and the orders' notices (`OrderNotices.afterMove`) queue its mails in that transaction too.
 * Without notices (a test of the table alone), nothing is mailed.
 */
export function createOrderTransitions(
  readFacts: OrderFactsReader = paidFacts,
  notices?: Pick<OrderNotices, 'afterMove'>,
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
      await notices?.afterMove(tx, { move, order: moved, eventId });
      return moved;
    },
  };
}

export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
