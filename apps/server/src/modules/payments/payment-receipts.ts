import {
  type AdminPayment,
  indiaDate,
  type OfflinePaymentDetails,
  type OrderReceipt,
  offlinePaymentDetailsSchema,
  paymentMethodLabel,
} from '@launchpad/shared';
import type { PaymentRow } from '../../db/schema.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { OFFLINE_PROVIDER } from './refunds/refund-rules.ts';

/** What an admin recorded, kept in the payment's `raw` (for a provider payment, the provider's answer). */
export function offlineDetailsOf(
  payment: Pick<PaymentRow, 'provider' | 'raw'>,
): OfflinePaymentDetails | null {
  if (payment.provider !== OFFLINE_PROVIDER) return null;
  const parsed = offlinePaymentDetailsSchema.safeParse(
    (payment.raw as { offline?: unknown } | null)?.offline,
  );
  return parsed.success ? parsed.data : null;
}

/** A payment as the admin's order page lists it. */
export function toAdminPayment(payment: PaymentRow): AdminPayment {
  return {
    merchantOrderId: payment.merchantOrderId,
    provider: payment.provider,
    amount: payment.amountPaise / 100,
    state: payment.state,
    paymentMethod: paymentMethodLabel(payment.paymentMode),
    offline: offlineDetailsOf(payment),
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/**
 * The payment that paid an order as its receipt names it: money received offline by its method,
 * the day it arrived and the bank's reference; a provider's payment by its method and when it
 * completed (`paidAt`). The product's own id comes second in both.
 */
export function receiptOfPayment(payment: PaymentRow, paidAt: Date): OrderReceipt {
  const offline = offlineDetailsOf(payment);
  return {
    method: offline?.method ?? paymentMethodLabel(payment.paymentMode),
    offline: offline !== null,
    receivedOn: offline?.receivedOn ?? indiaDate(paidAt),
    receivedAt: offline ? null : paidAt.toISOString(),
    bankReference: offline?.reference ?? null,
    paymentReference: payment.merchantOrderId,
  };
}

/** The receipt of an order's paying payment, for its order page; null while it is unpaid. */
export function orderReceipts(paymentsRepo: Pick<PaymentsRepository, 'payingPayment'>) {
  return async (order: { id: string; paidAt: Date | null }): Promise<OrderReceipt | null> => {
    if (order.paidAt === null) return null;
    const payment = await paymentsRepo.payingPayment(order.id);
    return payment ? receiptOfPayment(payment, order.paidAt) : null;
  };
}
