import type { CreateRefundRequest } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, PaymentRow, RefundRow, UserRow } from '../../db/schema.ts';
import type { OrderTransitions } from '../orders/index.ts';
import { refundsByOrders, refundsOfOrderForAdmin } from './refunds/order-refunds.ts';
import type { RefundsDeps, RefundsUnitDeps } from './refunds/refund-deps.ts';
import { refundExtraPayment } from './refunds/refund-extra-payment.ts';
import { isRefundBoundViolation, tooMuch } from './refunds/refund-rules.ts';
import { reconcileDueRefunds, sendRefundNow } from './refunds/send-refund.ts';
import { factsReader, handleRefundNotice } from './refunds/settle-refund.ts';
import {
  completeOfflineRefund,
  refundOrder,
  type StartRefundInput,
  startRefund,
} from './refunds/start-refund.ts';

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
 * webhooks or the reconciler. One use case per unit, in refunds/: starting an admin's refund,
 * refunding an extra payment, sending, settling, and reading an order's refunds.
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
    refundOrder: (admin: UserRow, orderId: string, input: CreateRefundRequest) =>
      refundOrder(unit, admin, orderId, input),
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
