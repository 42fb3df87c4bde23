import { DUPLICATE_PAYMENT_REASON, formatInr, orderStatusLabel } from '@launchpad/shared';
import type { Queryable } from '../../../db/queryable.ts';
import type { OrderRow, PaymentRow, RefundRow } from '../../../db/schema.ts';
import type { RefundsUnitDeps } from './refund-deps.ts';
import { newMerchantRefundId } from './refund-rules.ts';

/**
 * An extra payment (the order was already paid or cancelled) is refunded in full, in the
 * transaction that settled it; a unique index makes a second caller's insert a no-op.
 */
export async function refundExtraPayment(
  deps: RefundsUnitDeps,
  tx: Queryable,
  payment: PaymentRow,
  order: OrderRow,
): Promise<RefundRow | undefined> {
  const refund = await deps.refundsRepo.insert(tx, {
    paymentId: payment.id,
    orderId: order.id,
    merchantRefundId: newMerchantRefundId(new Date(deps.now())),
    amountPaise: payment.amountPaise,
    kind: 'duplicate',
    reason: DUPLICATE_PAYMENT_REASON,
    actor: 'system',
  });
  if (refund) {
    await deps.orderWrites.appendNote(
      tx,
      order,
      'system',
      `Extra payment ${payment.merchantOrderId} received while the order was ${orderStatusLabel(order.status)}: refunding ${formatInr(payment.amountPaise / 100)} in full (duplicate payment)`,
    );
    for (const hook of deps.onRefundInitiated ?? []) await hook(tx, refund, order);
  }
  return refund;
}
