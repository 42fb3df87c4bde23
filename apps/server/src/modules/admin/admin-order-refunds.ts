import { type AdminOrderDetail, paymentMethodLabel } from '@launchpad/shared';
import type { BillingService } from '../billing/index.ts';
import type { RefundsService } from '../payments/index.ts';

type RefundsPart = Pick<
  AdminOrderDetail,
  'refunds' | 'refundedAmount' | 'duplicateRefundedAmount' | 'refundableAmount' | 'refundTo'
>;

/**
 * The refunds part of the admin's order page: the order's refunds kept apart from extra payments
 * returned, what is left, and where the next refund goes with its invoice's amounts, so the form
 * shows the fee and GST split of what is typed.
 */
export async function adminOrderRefunds(
  refunds: Pick<RefundsService, 'ofOrder'>,
  billing: Pick<BillingService, 'invoiceOfPayment'> | undefined,
  orderId: string,
): Promise<RefundsPart> {
  const { refundPayment, ...money } = await refunds.ofOrder(orderId);
  if (!refundPayment) return { ...money, refundTo: null };
  const invoiced = (await billing?.invoiceOfPayment(refundPayment.id)) ?? null;
  return {
    ...money,
    refundTo: {
      paymentMethod: paymentMethodLabel(refundPayment.paymentMethod),
      offline: refundPayment.offline,
      invoice: invoiced?.invoice ?? null,
      credited: invoiced?.credited ?? null,
    },
  };
}
