import {
  isRefundCompleted,
  orderReference,
  type PaymentAttempt,
  paymentMethodLabel,
} from '@launchpad/shared';
import type { PaymentWithOrder } from './payments.repository.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import type { RefundWithPayment } from './refunds.repository.ts';
import { toRefund } from './refunds.service.ts';

/** An attempt as its owner sees it, with its own refunds and its invoice. */
export function toAttempt(
  payment: PaymentWithOrder,
  refunds: RefundWithPayment[],
  invoiceIds: ReadonlyMap<string, string>,
): PaymentAttempt {
  const own = refunds.filter((refund) => refund.paymentId === payment.id);
  return {
    merchantOrderId: payment.merchantOrderId,
    orderId: payment.orderId,
    orderReference: orderReference(payment.orderId),
    packageId: payment.order.packageId,
    packageName: payment.order.packageName,
    amount: payment.amountPaise / 100,
    state: payment.state,
    paymentMethod: paymentMethodLabel(payment.paymentMode),
    orderStatus: payment.order.status,
    refundedAmount:
      own.filter((r) => isRefundCompleted(r.state)).reduce((sum, r) => sum + r.amountPaise, 0) / 100,
    refunds: own.map(toRefund),
    invoiceId: invoiceIds.get(payment.id) ?? null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/** Each completed payment's invoice; none without billing or before a payment completes. */
export async function invoiceIdsOf(
  billing: PaymentsDeps['billing'],
  paymentIds: string[],
): Promise<ReadonlyMap<string, string>> {
  if (!billing || paymentIds.length === 0) return new Map();
  return billing.invoiceIdsOfPayments(paymentIds);
}
