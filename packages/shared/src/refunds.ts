import { z } from 'zod';
import { formatInr } from './format.ts';
import { isRefundCompleted, isRefundFailed, refundStateSchema } from './payment-states.ts';
import { plainText, trimmedAtLeast } from './text.ts';

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
});
export type Refund = z.infer<typeof refundSchema>;

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
});
export type CreateRefundRequest = z.input<typeof createRefundRequestSchema>;

/** The 409 of a partial refund of an order with an open cancellation request and no choice. */
export const PARTIAL_REFUND_REQUEST_CHOICE =
  'This order has an open cancellation request: say whether this partial refund settles it or keeps it open.';

/** The reason recorded on the automatic refund of an extra payment. */
export const DUPLICATE_PAYMENT_REASON = 'duplicate payment';

/** A refund in words, as the customer and the admin read it: "₹49,999 refunded: duplicate payment". */
export function refundInWords(refund: Pick<Refund, 'amount' | 'state' | 'reason'>): string {
  const amount = formatInr(refund.amount);
  if (isRefundCompleted(refund.state)) return `${amount} refunded: ${refund.reason}`;
  if (isRefundFailed(refund.state)) return `Refund of ${amount} failed: ${refund.reason}`;
  return `Refund of ${amount} on its way (5-7 working days): ${refund.reason}`;
}
