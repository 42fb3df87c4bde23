import { formatInr } from './format.ts';
import { isOrderCancelled } from './orders.ts';

// Every sentence that tells a customer what an order cost them comes from here: the dashboard's
// total, the order card, the order page and the customer's CSV. What was paid is the whole charge
// (fee and GST), net of the refunds of that charge; an extra payment's automatic refund returns
// money the order never counted, so it is not in these figures.

/** What an order charged and returned, whole rupees, as `Order` carries it. */
export interface OrderMoneyFacts {
  /** The professional fee charged (the list price when the order was placed). */
  amount: number;
  /** GST charged on the fee: 0 for a bill of supply. */
  gst: number;
  /** The fee part of the completed refunds of the charge. */
  refundedFee: number;
  /** The GST part of those refunds (what their credit notes reversed). */
  refundedGst: number;
  /** A payment completed for the order, or it was paid offline. */
  paid: boolean;
  status: string;
}

/** What the customer has paid for an order once its refunds are taken off, whole rupees. */
export interface OrderMoney {
  fee: number;
  gst: number;
  total: number;
  /** Everything the refunds of the charge returned. */
  refunded: number;
}

/** The order's charge less its refunds; for an unpaid order, what its checkout asks for. */
export function orderMoney(order: OrderMoneyFacts): OrderMoney {
  const fee = Math.max(0, order.amount - order.refundedFee);
  const gst = Math.max(0, order.gst - order.refundedGst);
  return { fee, gst, total: fee + gst, refunded: order.refundedFee + order.refundedGst };
}

/**
 * The completed refunds of an order's charge, fee and GST apart: the GST part is what their credit
 * notes reversed (never more than was refunded), the fee part the rest.
 */
export function refundedParts(
  chargeRefunded: number,
  creditedTax: number,
): Pick<OrderMoneyFacts, 'refundedFee' | 'refundedGst'> {
  const refundedGst = Math.min(creditedTax, chargeRefunded);
  return { refundedFee: chargeRefunded - refundedGst, refundedGst };
}

/** "fee ₹49,999 + GST ₹9,000", or "no GST" when none was charged. */
export function chargeBreakdown(fee: number, gst: number): string {
  return gst > 0 ? `fee ${formatInr(fee)} + GST ${formatInr(gst)}` : `fee ${formatInr(fee)}, no GST`;
}

/** What the customer paid in whole rupees, net of refunds (0 for an unpaid order). */
export function amountPaid(order: OrderMoneyFacts): number {
  return order.paid ? orderMoney(order).total : 0;
}

/**
 * The refunds' words in a sentence about money paid: "after ₹11,800 refunded" while some of the
 * payment stands, "₹58,999 paid, all refunded" once refunds returned it all; undefined without one.
 */
export function refundedWords(money: Pick<OrderMoney, 'total' | 'refunded'>): string | undefined {
  if (money.refunded === 0) return undefined;
  const refunded = formatInr(money.refunded);
  return money.total === 0 ? `${refunded} paid, all refunded` : `after ${refunded} refunded`;
}

/**
 * The order's money in one line: "Paid ₹58,999 (fee ₹49,999 + GST ₹9,000)"; after a refund
 * "Paid ₹47,199 (fee ₹39,999 + GST ₹7,200) after ₹11,800 refunded", or "₹58,999 paid, all
 * refunded" once refunds returned everything; "To pay ₹58,999 (…)" for an
 * order awaiting payment and "Not paid" for one cancelled before it was paid.
 */
export function orderMoneyLabel(order: OrderMoneyFacts): string {
  const money = orderMoney(order);
  const breakdown = chargeBreakdown(money.fee, money.gst);
  if (!order.paid) {
    return isOrderCancelled(order.status) ? 'Not paid' : `To pay ${formatInr(money.total)} (${breakdown})`;
  }
  const paid = `Paid ${formatInr(money.total)} (${breakdown})`;
  const refunds = refundedWords(money);
  if (!refunds) return paid;
  return money.total === 0 ? refunds : `${paid} ${refunds}`;
}
