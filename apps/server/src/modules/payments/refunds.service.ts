import type { CreateRefundRequest, Refund } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, PaymentRow, RefundRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderTransitions } from '../orders/index.ts';
import { refundsByOrders, refundsOfOrderForAdmin } from './refunds/order-refunds.ts';
import type { RefundsDeps, RefundsUnitDeps } from './refunds/refund-deps.ts';
import { refundExtraPayment } from './refunds/refund-extra-payment.ts';
import { isRefundBoundViolation, tooMuch, toRefund } from './refunds/refund-rules.ts';
import { reconcileDueRefunds, sendRefundNow } from './refunds/send-refund.ts';
import { factsReader, handleRefundNotice } from './refunds/settle-refund.ts';
import { completeOfflineRefund, type StartRefundInput, startRefund } from './refunds/start-refund.ts';

export type { OrderRefunds } from './refunds/order-refunds.ts';
export type { RefundCompletedHook, RefundInitiatedHook } from './refunds/refund-deps.ts';
export {
  newMerchantRefundId,
  nextRefundCheckDelayMs,
  OFFLINE_PROVIDER,
  OFFLINE_REFUND_REFUSAL,
  toRefund,
} from './refunds/refund-rules.ts';

/**
 * Refunds: asked for by an admin or automatically for an extra payment, sent to the provider by
 * whichever instance claims them, and settled exactly once by the provider's refund status, its
 * webhooks or the reconciler. One use case per unit, in refunds/: starting a refund, refunding an
 * extra payment, sending, settling, and reading an order's refunds. The admin's refund of an order
 * is written here, as the method its route calls: it starts the refund (`startRefund`) itself.
 */
export function createRefundsService(deps: RefundsDeps) {
  let transitions: OrderTransitions | undefined;
  const unit: RefundsUnitDeps = { ...deps, now: deps.now ?? Date.now, transitions: () => transitions };

  return {
    readFacts: factsReader(deps.refundsRepo),
    sendNow: (refundId: string) => sendRefundNow(unit, refundId),
    isRefundBoundViolation,
    tooMuch,
    /** Lets the order transitions (which read refunds) and this service know each other. */
    attachTransitions(value: OrderTransitions) {
      transitions = value;
    },
    refundExtraPayment: (tx: Queryable, payment: PaymentRow, order: OrderRow) =>
      refundExtraPayment(unit, tx, payment, order),
    startRefund: (tx: Queryable, admin: UserRow, order: OrderRow, input: StartRefundInput) =>
      startRefund(unit, tx, admin, order, input),
    /** Completes, in the caller's transaction, a refund `startRefund` recorded as returned offline. */
    completeOffline: (tx: Queryable, refund: RefundRow) => completeOfflineRefund(unit, tx, refund),
    /** An admin refunds a paid order in full (the default) or in part, with a reason. */
    async refundOrder(admin: UserRow, orderId: string, input: CreateRefundRequest): Promise<Refund> {
      let refundId: string;
      try {
        refundId = await deps.db.transaction(async (tx) => {
          const order = await deps.orderReads.lockById(tx, orderId);
          if (!order) throw new AppError('not_found', 'Order not found');
          const refund = await startRefund(unit, tx, admin, order, input);
          if (input.offline) await completeOfflineRefund(unit, tx, refund);
          return refund.id;
        });
      } catch (error) {
        // Two admins at once: the database's bound refused the second.
        if (isRefundBoundViolation(error)) throw tooMuch(0);
        throw error;
      }
      if (!input.offline) await sendRefundNow(unit, refundId);
      const row = await deps.refundsRepo.find(refundId);
      if (!row) throw new Error('a refund vanished');
      return toRefund(row);
    },
    ofOrder: (orderId: string) => refundsOfOrderForAdmin(unit, orderId),
    byOrders: (orderIds: string[]) => refundsByOrders(unit, orderIds),
    /** For the admin summary, in whole rupees. */
    async totals(): Promise<{ refunded: number; outstanding: number }> {
      const totals = await deps.refundsRepo.totals();
      return { refunded: totals.refundedPaise / 100, outstanding: totals.outstandingPaise / 100 };
    },
    handleNotice: (ids: { merchantRefundId: string | null; providerRefundId: string | null }) =>
      handleRefundNotice(unit, ids),
    reconcileDue: (limit = 20) => reconcileDueRefunds(unit, limit),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
