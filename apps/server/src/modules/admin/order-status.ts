import {
  type AdminOrder,
  adminMessages,
  formatInr,
  isOrderCancelled,
  isOrderLaunched,
  OPEN_WORK_CONFIRMATION,
  offlineRefundWords,
  openWorkInWords,
  PAID_CANCELLATION_CHOICE,
  type updateOrderStatusRequestSchema,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { violatesUnique } from '../../db/errors.ts';
import type { OrderRow, RefundRow, UserRow } from '../../db/schema.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FulfilmentService } from '../fulfilment/index.ts';
import type { OrderMove, OrderReads, OrderTransitions } from '../orders/index.ts';
import type { RefundsService } from '../payments/index.ts';
import type { AdminRepository } from './admin.repository.ts';
import { inTransaction, lockListedOrder, orderNotFound, requireOrder } from './admin-order-detail.ts';

type StatusChange = z.output<typeof updateOrderStatusRequestSchema>;

/** What an admin's status change reads and writes: the order moves through the transitions alone. */
export interface StatusChangeDeps {
  db: Db;
  adminRepo: AdminRepository;
  orderReads: OrderReads;
  transitions: OrderTransitions;
  refunds: Pick<
    RefundsService,
    'startRefund' | 'completeOffline' | 'readFacts' | 'sendNow' | 'isRefundBoundViolation' | 'tooMuch'
  >;
  fulfilment: Pick<FulfilmentService, 'openWork'>;
  log: FastifyBaseLogger;
}

/** The 409 that asks the admin to decide what cancelling a paid order does with the money. */
export const paidCancellationRefusal = (amount: string) =>
  new AppError(
    'conflict',
    `This order has been paid (${amount}): cancel it with a refund, or keep the payment and say why.`,
    [{ path: PAID_CANCELLATION_CHOICE, message: 'Choose refund or keep' }],
  );

/** Completing an order whose milestones or documents are open needs the admin's confirmation. */
async function requireOpenWorkConfirmed(
  fulfilment: StatusChangeDeps['fulfilment'],
  tx: Transaction,
  order: OrderRow,
  input: StatusChange,
): Promise<void> {
  if (!isOrderLaunched(input.status) || input.confirmOpenWork) return;
  const open = openWorkInWords(await fulfilment.openWork(tx, order.id));
  if (open) {
    throw new AppError('conflict', `${open}. Complete the order anyway?`, [
      { path: OPEN_WORK_CONFIRMATION, message: open },
    ]);
  }
}

/**
 * A paid order is cancelled only through a refund or with its payment explicitly kept: the refund
 * is started here, and the move's reason and the customer's mail say which. Returns the refund.
 */
async function moneyOfCancellation(
  refunds: StatusChangeDeps['refunds'],
  tx: Transaction,
  admin: UserRow,
  move: OrderMove,
  input: StatusChange,
): Promise<RefundRow | null> {
  const { order } = move;
  const facts = await refunds.readFacts(tx, order);
  if (!isOrderCancelled(input.status) || !facts.paid || facts.fullyRefunded) return null;
  const charged = formatInr(order.billing?.total ?? order.amount);
  if (input.money === 'keep') {
    move.reason = `Cancelled, payment kept: ${input.reason}`;
    move.moneyNote = `The payment of ${charged} is not refunded: ${input.reason}`;
    return null;
  }
  if (input.money !== 'refund') throw paidCancellationRefusal(charged);
  const refund = await refunds.startRefund(tx, admin, order, {
    reason: input.reason ?? 'Order cancelled',
    offline: input.refundOffline,
    confirmOfflineRefund: input.confirmOfflineRefund,
    offlineField: 'refundOffline',
  });
  const amount = formatInr(refund.amountPaise / 100);
  move.reason = `Cancelled with a refund of ${amount}${input.reason ? `: ${input.reason}` : ''}`;
  move.moneyNote = input.refundOffline
    ? `We have returned ${amount} to you ${offlineRefundWords(input.refundOffline)}.`
    : `We are refunding ${amount} to your original payment method; it usually arrives within 5-7 working days.`;
  return refund;
}

/** An order's status set by an admin, with the guards that protect money and work. */
export function statusChanges(deps: StatusChangeDeps) {
  const { adminRepo, orderReads, transitions, refunds, fulfilment, log } = deps;
  return {
    /**
     * Sets an order's status in one transaction: the row is locked, changed only when the status
     * differs, and moved through the transitions with the admin as actor. Setting the status it
     * already has changes nothing and records nothing. A refund started here is sent after it.
     */
    async changeStatus(
      admin: UserRow,
      id: string,
      input: StatusChange,
    ): Promise<{ order: AdminOrder; changed: boolean }> {
      let outcome: { changed: boolean; refundId: string | null };
      try {
        outcome = await inTransaction(deps, async (tx) => {
          await lockListedOrder(orderReads, tx, id);
          const order = await orderReads.lockById(tx, id);
          if (!order) throw orderNotFound();
          if (order.status === input.status) return { changed: false, refundId: null };
          const move: OrderMove = {
            order,
            to: input.status,
            writer: 'admin',
            actor: admin.id,
            reason: input.reason ?? null,
            paidOffline: input.paidOffline,
          };
          // The table's own refusals come first: a guard below must not hide them.
          const refused = await transitions.refusal(tx, move);
          if (refused) throw new AppError('conflict', refused);
          await requireOpenWorkConfirmed(fulfilment, tx, order, input);
          const refund = await moneyOfCancellation(refunds, tx, admin, move, input);
          await transitions.move(tx, move);
          // Money returned offline is complete once recorded: after the move, so that the
          // cancellation is the admin's (with its note to the customer), not the full refund's own.
          if (refund && input.refundOffline) await refunds.completeOffline(tx, refund);
          return { changed: true, refundId: refund && !input.refundOffline ? refund.id : null };
        });
      } catch (error) {
        if (violatesUnique(error, 'orders_one_pending_per_package')) {
          throw new AppError('conflict', adminMessages.pendingConflict);
        }
        if (refunds.isRefundBoundViolation(error)) throw refunds.tooMuch(0);
        throw error;
      }
      if (outcome.refundId) await refunds.sendNow(outcome.refundId);
      if (outcome.changed)
        log.info({ orderId: id, to: input.status, adminId: admin.id }, 'order status changed by admin');
      return { order: await requireOrder(adminRepo, id), changed: outcome.changed };
    },
  };
}
