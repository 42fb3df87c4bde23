import { type Refund, refundedParts } from '@launchpad/shared';
import type { OrderBillingReads, RefundsOfOrder } from './order-sources.ts';

/** What the orders need from payments: each order's refunds, and what of them returned its charge. */
export interface OrderRefunds {
  byOrders(orderIds: string[]): Promise<Map<string, RefundsOfOrder>>;
}

/** An order's refunds and what they returned of its charge, fee and GST apart (whole rupees). */
export interface RefundSplit {
  refunds: Refund[];
  refundedFee: number;
  refundedGst: number;
}

export const noRefunds: RefundSplit = { refunds: [], refundedFee: 0, refundedGst: 0 };

/**
 * The one reading of what refunds returned, used by every view of an order's money: the customer's
 * order page and list (and so the dashboard and the customer's CSV), the admin's order page and the
 * orders CSV. The GST part is what the credit notes of refunds reversed, never a correction's
 * credit note (which refunds nothing: decision 028); the fee part is the rest (`refundedParts`).
 * Without billing no tax was ever charged, so none was reversed.
 */
export async function refundSplitsOf(
  deps: { refunds: OrderRefunds; billing?: Pick<OrderBillingReads, 'creditedTaxByOrders'> },
  orderIds: string[],
): Promise<Map<string, RefundSplit>> {
  const orderRefunds = await deps.refunds.byOrders(orderIds);
  // Only an order whose refunds returned some of its charge can have a refund's credit note.
  const refunded = [...orderRefunds].filter(([, own]) => own.chargeRefunded > 0).map(([id]) => id);
  const creditedTax = (await deps.billing?.creditedTaxByOrders(refunded)) ?? new Map<string, number>();
  const splits = new Map<string, RefundSplit>();
  for (const [orderId, own] of orderRefunds) {
    splits.set(orderId, {
      refunds: own.refunds,
      ...refundedParts(own.chargeRefunded, creditedTax.get(orderId) ?? 0),
    });
  }
  return splits;
}
