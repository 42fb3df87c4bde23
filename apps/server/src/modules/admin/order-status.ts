import {
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
import type { OrderRow, RefundRow, UserRow } from '../../db/schema.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FulfilmentService } from '../fulfilment/index.ts';
import type { OrderMove, OrderTransitions } from '../orders/index.ts';
import type { RefundsService } from '../payments/index.ts';

type StatusChange = z.output<typeof updateOrderStatusRequestSchema>;

interface Deps {
  transitions: OrderTransitions;
  refunds: Pick<RefundsService, 'startRefund' | 'completeOffline' | 'readFacts'>;
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

/**
 * An admin's status change with the guards that protect money and work: a paid order is cancelled
 * only through a refund or with its payment explicitly kept (the customer's mail says which), and
 * completing an order whose milestones or documents are open needs the admin's confirmation.
 * Runs inside the caller's transaction, with the order locked; returns a refund to send after it.
 */
export function createAdminStatusChange({ transitions, refunds, fulfilment }: Deps) {
  return async (
    tx: Transaction,
    admin: UserRow,
    order: OrderRow,
    input: StatusChange,
  ): Promise<{ refundId: string | null }> => {
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

    if (isOrderLaunched(input.status) && !input.confirmOpenWork) {
      const open = openWorkInWords(await fulfilment.openWork(tx, order.id));
      if (open) {
        throw new AppError('conflict', `${open}. Complete the order anyway?`, [
          { path: OPEN_WORK_CONFIRMATION, message: open },
        ]);
      }
    }

    let refund: RefundRow | null = null;
    const facts = await refunds.readFacts(tx, order);
    if (isOrderCancelled(input.status) && facts.paid && !facts.fullyRefunded) {
      const charged = formatInr(order.billing?.total ?? order.amount);
      if (input.money === 'refund') {
        refund = await refunds.startRefund(tx, admin, order, {
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
      } else if (input.money === 'keep') {
        move.reason = `Cancelled, payment kept: ${input.reason}`;
        move.moneyNote = `The payment of ${charged} is not refunded: ${input.reason}`;
      } else {
        throw paidCancellationRefusal(charged);
      }
    }
    await transitions.move(tx, move);
    // Money returned offline is complete once recorded: after the move, so that the cancellation
    // is the admin's (with its note to the customer), not the full refund's own.
    if (refund && input.refundOffline) {
      await refunds.completeOffline(tx, refund);
      return { refundId: null };
    }
    return { refundId: refund?.id ?? null };
  };
}

export type AdminStatusChange = ReturnType<typeof createAdminStatusChange>;
