import { isRefundCompleted, type Refund } from '@launchpad/shared';
import type { RefundRow } from '../../../db/schema.ts';
import type { RefundsOfOrder } from '../../orders/index.ts';
import type { RefundsUnitDeps } from './refund-deps.ts';
import { OFFLINE_PROVIDER, refundTargets, toRefund } from './refund-rules.ts';

/** The refunds of one order as the admin's order page shows them. */
export interface OrderRefunds {
  refunds: Refund[];
  /** Whole rupees of completed refunds of the order (extra payments returned are not among them). */
  refundedAmount: number;
  /** Whole rupees of extra payments returned whole. */
  duplicateRefundedAmount: number;
  refundableAmount: number;
  /**
   * The payment an admin's refund goes back to now (`offline` when it was received offline, so it
   * can only be returned offline); null when nothing is left to refund.
   */
  refundPayment: { id: string; paymentMethod: string | null; offline: boolean } | null;
}

/**
 * The refunds of one order for the admin: the list, what went back of the order's price and of
 * extra payments (kept apart), what is left to refund, and the payment the next refund goes to.
 */
export async function refundsOfOrderForAdmin(deps: RefundsUnitDeps, orderId: string): Promise<OrderRefunds> {
  const [rows, candidates] = await Promise.all([
    deps.refundsRepo.listByOrders([orderId]),
    deps.refundsRepo.refundablePayments(deps.db, orderId),
  ]);
  // What startRefund would choose: an offline payment's rest goes back offline, else the provider's
  // payment with the most left.
  const next = refundTargets(candidates, true).find((target) => target.leftPaise > 0);
  const completedOf = (kind: RefundRow['kind']) =>
    rows
      .filter((r) => isRefundCompleted(r.state) && r.kind === kind)
      .reduce((sum, r) => sum + r.amountPaise, 0) / 100;
  return {
    refunds: rows.map(toRefund),
    refundedAmount: completedOf('admin'),
    duplicateRefundedAmount: completedOf('duplicate'),
    refundableAmount: Math.max(0, next?.leftPaise ?? 0) / 100,
    refundPayment:
      next === undefined
        ? null
        : {
            id: next.payment.id,
            paymentMethod: next.payment.paymentMode,
            offline: next.payment.provider === OFFLINE_PROVIDER,
          },
  };
}

/** The refunds of these orders, by order, for the customer's lists. */
export async function refundsByOrders(
  deps: RefundsUnitDeps,
  orderIds: string[],
): Promise<Map<string, RefundsOfOrder>> {
  const byOrder = new Map<string, RefundsOfOrder>();
  for (const row of await deps.refundsRepo.listByOrders(orderIds)) {
    const entry = byOrder.get(row.orderId) ?? { refunds: [], chargeRefunded: 0 };
    entry.refunds.push(toRefund(row));
    if (isRefundCompleted(row.state) && row.kind === 'admin') entry.chargeRefunded += row.amountPaise / 100;
    byOrder.set(row.orderId, entry);
  }
  return byOrder;
}
