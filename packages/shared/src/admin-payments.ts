/** Payments as the admin's order view lists them, and the record of money received offline. */
import { z } from 'zod';
import { paymentStateSchema } from './payment-states.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/** How a payment received outside the provider came in. */
export const offlinePaymentMethods = ['NEFT', 'RTGS', 'IMPS', 'Cheque', 'Cash'] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];

/** The order's payment method is one of money received offline (so it goes back offline too). */
export function isOfflinePaymentMethod(method: string | null | undefined): method is OfflinePaymentMethod {
  return (offlinePaymentMethods as readonly string[]).includes(method ?? '');
}

/** What an admin recorded about a payment received offline. */
export const offlinePaymentDetailsSchema = z.object({
  method: z.enum(offlinePaymentMethods),
  /** The bank's reference (UTR), the cheque number or the cash receipt's number. */
  reference: z.string(),
  /** The day the money arrived, `YYYY-MM-DD` in India. */
  receivedOn: z.string(),
  /** The admin who recorded it. */
  recordedBy: z.string(),
});
export type OfflinePaymentDetails = z.infer<typeof offlinePaymentDetailsSchema>;

/** One payment attempt of an order, as the admin's order view lists it. */
export const adminPaymentSchema = z.object({
  merchantOrderId: z.string(),
  /** The provider's name, or "offline" for a payment an admin recorded. */
  provider: z.string(),
  /** Whole rupees. */
  amount: z.number(),
  state: paymentStateSchema,
  paymentMethod: z.string().nullable(),
  /** Set for a payment received offline. */
  offline: offlinePaymentDetailsSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/**
 * Body of `POST /api/admin/orders/:id/offline-payments`: money the customer paid outside the
 * provider. The amount must be the order's total (with GST when it is charged).
 */
export const recordOfflinePaymentRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount in whole rupees' })
    .int('Enter the amount in whole rupees')
    .positive('The amount must be at least ₹1')
    .meta({ 'x-checked-by-server': 'The order’s total, GST included when it is charged.' }),
  method: z.enum(offlinePaymentMethods, { error: 'Choose how the money came in' }),
  reference: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Enter the reference: the UTR, the cheque number or the receipt number')
    .max(100, 'Reference must be at most 100 characters'),
  receivedOn: z.iso
    .date('Enter the day the money arrived')
    .meta({ 'x-checked-by-server': 'Not after today (India time).' }),
});
export type RecordOfflinePaymentRequest = z.input<typeof recordOfflinePaymentRequestSchema>;
