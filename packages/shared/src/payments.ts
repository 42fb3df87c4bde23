import { z } from 'zod';
import { packageIds } from './catalogue-data.ts';
import { orderStatusSchema } from './orders.ts';
import { opaqueCursor } from './pagination.ts';
import { type PaymentState, paymentStateSchema } from './payment-states.ts';
import { refundSchema } from './refunds.ts';

/**
 * Body of `POST /api/payments/initiate`. Only `packageId` decides anything: the buyer comes from
 * the session and the price from the catalogue. `amount`, when sent, must equal the list price;
 * the other fields of the original client are accepted and ignored.
 */
export const initiatePaymentRequestSchema = z.object({
  packageId: z.enum(packageIds, { error: 'Choose a package' }),
  amount: z
    .number()
    .finite()
    .meta({ 'x-checked-by-server': 'When sent, the package’s list price.' })
    .optional(),
  userEmail: z.string().max(254).optional(),
  userPhone: z.string().max(40).optional(),
  metadata: z
    .object({
      packageName: z.string().max(200).optional(),
      userId: z.string().max(100).optional(),
      userName: z.string().max(200).optional(),
      userPhone: z.string().max(40).optional(),
    })
    .optional(),
});
export type InitiatePaymentRequest = z.input<typeof initiatePaymentRequestSchema>;

/** `data` of a successful initiation: where to send the browser. */
export const initiatePaymentDataSchema = z.object({
  checkoutUrl: z.string(),
  merchantOrderId: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
});
export type InitiatePaymentData = z.infer<typeof initiatePaymentDataSchema>;

/** Path parameter of the status check: the provider-safe attempt id. */
export const merchantOrderIdSchema = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid payment reference');

/** Path parameters of `GET /api/payments/status/:merchantOrderId`. */
export const paymentStatusParamsSchema = z.object({ merchantOrderId: merchantOrderIdSchema });

/** `data` of the providers' webhooks: what became of the notification. */
export const webhookOutcomeSchema = z.object({ outcome: z.string() });

/** One payment attempt as its owner sees it. */
export const paymentAttemptSchema = z.object({
  merchantOrderId: z.string(),
  orderId: z.string(),
  /** The order's short reference (`orderReference`), shown beside the payment's own. */
  orderReference: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** Whole rupees. */
  amount: z.number(),
  state: paymentStateSchema,
  paymentMethod: z.string().nullable(),
  orderStatus: orderStatusSchema,
  /** Whole rupees of this payment's completed refunds. */
  refundedAmount: z.number().int(),
  /** This payment's refunds, oldest first, in every state. */
  refunds: z.array(refundSchema),
  /** The invoice (or bill of supply) issued for this payment, once it completed; null otherwise. */
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** `GET /api/payments/status/:merchantOrderId`: `status` sits at the root, as the original client reads it. */
export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  status: paymentStateSchema,
  message: z.string(),
  data: paymentAttemptSchema,
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const paymentAttemptListSchema = z.array(paymentAttemptSchema);

/** Payments per page of the history unless the request asks for another. */
export const PAYMENT_HISTORY_PAGE_SIZE = 25;

/** Query of `GET /api/payments`: a page of the history, newest first, after `cursor`. */
export const paymentHistoryQuerySchema = z.object({
  cursor: z.string().min(1).max(200).meta(opaqueCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_HISTORY_PAGE_SIZE),
});

/** `data` of `GET /api/payments`: one page, and the cursor of the next (null on the last page). */
export const paymentHistoryPageSchema = z.object({
  payments: paymentAttemptListSchema,
  nextCursor: z.string().nullable(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

/** What the browser keeps under `pendingPayment` while the buyer is at the provider. */
export const pendingPaymentRecordSchema = z.object({
  merchantOrderId: z.string(),
  packageName: z.string(),
  amount: z.number(),
  timestamp: z.number(),
  userDetails: z.object({ name: z.string(), phone: z.string().nullable().optional() }),
});
export type PendingPaymentRecord = z.infer<typeof pendingPaymentRecordSchema>;

/** Messages of the payment result page, kept word for word (docs/product-rules.md, "Messages"). */
export const paymentMessages = {
  verifying: 'Verifying your payment...',
  completed: 'Payment completed successfully!',
  failed: 'Payment failed. Please try again.',
  superseded: 'This checkout was replaced by a newer one for the same order.',
  expired: 'This checkout expired before it was paid.',
  signInToSeeStatus: 'Sign in to see your payment status',
  processing: 'Payment is being processed...',
  unableToVerifyFallback: 'Unable to verify payment status',
  failedOrCancelled: 'Payment failed or was cancelled',
  noInformation: 'No payment information found',
  contactSupport: 'Unable to verify payment. Please contact support.',
} as const;

/** What the status check and the result page say of an attempt in each state. */
export const paymentStateMessages: Record<PaymentState, string> = {
  PENDING: paymentMessages.processing,
  COMPLETED: paymentMessages.completed,
  FAILED: paymentMessages.failed,
  SUPERSEDED: paymentMessages.superseded,
  EXPIRED: paymentMessages.expired,
};

/** How a provider's payment mode reads for people. */
export function paymentMethodLabel(mode: string | null | undefined): string | null {
  if (!mode) return null;
  const m = mode.toUpperCase();
  if (m.startsWith('UPI')) return 'UPI';
  if (m === 'CARD' || m === 'TOKEN' || m === 'CREDIT_CARD' || m === 'DEBIT_CARD') return 'Card';
  if (m === 'NET_BANKING' || m === 'NETBANKING') return 'Net Banking';
  if (m === 'PPE_INTENT' || m === 'WALLET') return 'Wallet';
  if (m === 'EMI') return 'EMI';
  return mode;
}
