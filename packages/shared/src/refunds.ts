import { z } from 'zod';
import { offlinePaymentMethods } from './admin-payments.ts';
import { formatInr } from './format.ts';
import { formatIndiaDay } from './order-receipt.ts';
import { isRefundCompleted, isRefundFailed, refundStateSchema } from './payment-states.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/** What was recorded of money returned outside the provider, as the customer and the admin see it. */
export const offlineRefundDetailsSchema = z.object({
  method: z.enum(offlinePaymentMethods),
  /** The bank's reference (UTR) or the cheque number. */
  reference: z.string(),
  /** The day the money was sent back, `YYYY-MM-DD` in India. */
  refundedOn: z.string(),
});
export type OfflineRefundDetails = z.infer<typeof offlineRefundDetailsSchema>;

/** One refund: money returned against one payment (`merchantOrderId` is the payment's). */
export const refundSchema = z.object({
  id: z.string(),
  merchantRefundId: z.string(),
  merchantOrderId: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  state: refundStateSchema,
  reason: z.string(),
  createdAt: z.string(),
  /** When the provider confirmed the money returned; null until the refund is COMPLETED. */
  completedAt: z.string().nullable(),
  /** Set for money returned outside the provider and recorded by the team: complete when recorded. */
  offline: offlineRefundDetailsSchema.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** `offline` of a refund request: money the team returned outside the provider. */
export const offlineRefundRequestSchema = z.object({
  method: z.enum(offlinePaymentMethods, { error: 'Choose how the money went back' }),
  reference: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Enter the reference: the UTR or the cheque number')
    .max(100, 'Reference must be at most 100 characters'),
  refundedOn: z.iso
    .date('Enter the day the money was sent back')
    .meta({ 'x-checked-by-server': 'Not after today (India time) and not before the payment.' }),
});

/** The `path` of the 409 detail that asks to confirm returning a provider's payment offline. */
export const OFFLINE_REFUND_CONFIRMATION = 'confirmOfflineRefund';

/** The 409 of an offline refund of a payment taken by the provider, until it is confirmed. */
export const OFFLINE_REFUND_OF_PROVIDER_PAYMENT =
  'This order was paid through the payment provider: a refund there goes back to the card or account by itself. Record an offline refund only when that is not possible (a closed card, for example). Confirm to record it.';

/** Body of `POST /api/admin/orders/:id/refunds`; without `amount`, all that is refundable. */
export const createRefundRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount in whole rupees' })
    .int('Enter the amount in whole rupees')
    .positive('The amount must be at least ₹1')
    .meta({ 'x-checked-by-server': 'At most what the order’s payments can still refund.' })
    .optional(),
  reason: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Give a reason for the refund')
    .max(500, 'Reason must be at most 500 characters'),
  /**
   * With an open cancellation request, whether a partial refund settles it (`close`) or leaves it
   * open (`keep-open`); required then. A refund of everything left always settles it.
   */
  cancellationRequest: z.enum(['close', 'keep-open']).optional(),
  /**
   * Money returned outside the provider (a bank transfer, a cheque, cash), recorded as complete at
   * once, with its reference. Without it the refund goes through the provider.
   */
  offline: offlineRefundRequestSchema.optional(),
  /** Confirms an offline refund of a payment the provider took (its card closed, for example). */
  confirmOfflineRefund: z.boolean().optional(),
});
export type CreateRefundRequest = z.input<typeof createRefundRequestSchema>;

/** The 409 of a partial refund of an order with an open cancellation request and no choice. */
export const PARTIAL_REFUND_REQUEST_CHOICE =
  'This order has an open cancellation request: say whether this partial refund settles it or keeps it open.';

/** The reason recorded on the automatic refund of an extra payment. */
export const DUPLICATE_PAYMENT_REASON = 'duplicate payment';

/** How money went back offline: "by NEFT on 5 Dec 2026, reference HDFCN26340123456". */
export function offlineRefundWords(offline: OfflineRefundDetails): string {
  return `by ${offline.method} on ${formatIndiaDay(offline.refundedOn)}, reference ${offline.reference}`;
}

/**
 * A refund in words, as the customer and the admin read it: "₹49,999 refunded: duplicate payment";
 * one returned offline names how, when and its reference.
 */
export function refundInWords(
  refund: Pick<Refund, 'amount' | 'state' | 'reason'> & { offline?: OfflineRefundDetails | null },
): string {
  const amount = formatInr(refund.amount);
  if (refund.offline) return `${amount} refunded ${offlineRefundWords(refund.offline)}: ${refund.reason}`;
  if (isRefundCompleted(refund.state)) return `${amount} refunded: ${refund.reason}`;
  if (isRefundFailed(refund.state)) return `Refund of ${amount} failed: ${refund.reason}`;
  return `Refund of ${amount} on its way (5-7 working days): ${refund.reason}`;
}
