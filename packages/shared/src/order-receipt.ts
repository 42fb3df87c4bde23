import { z } from 'zod';
import { formatDate, formatDateTime } from './format.ts';

// How the payment that paid an order reads wherever the customer or the team sees it: the receipt
// mail, the order page and the admin's payments. Money received offline is named as the bank shows
// it (the method, the day it arrived and the bank's reference), with the product's own id second.

/** The payment that paid an order, as its receipt names it. */
export const orderReceiptSchema = z.object({
  /** "NEFT", "UPI", "Card"…; null when the provider did not say. */
  method: z.string().nullable(),
  /** Received outside the provider and recorded by the team. */
  offline: z.boolean(),
  /** The day the money arrived, `YYYY-MM-DD` in India: the launch plan counts from it. */
  receivedOn: z.string(),
  /** When the provider confirmed it; null for money received offline (only its day is known). */
  receivedAt: z.string().nullable(),
  /** The bank's reference (UTR, cheque number) of money received offline; null otherwise. */
  bankReference: z.string().nullable(),
  /** The product's own id of the payment (`OF…` for one recorded offline). */
  paymentReference: z.string(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** An Indian calendar day, `YYYY-MM-DD`, as "5 Dec 2026". */
export function formatIndiaDay(day: string): string {
  return formatDate(`${day}T12:00:00+05:30`);
}

/**
 * "Received by NEFT on 5 Dec 2026, reference HDFCN26340123456" for money received offline;
 * "Paid by UPI on 6 Dec 2026, 10:08 pm IST" for a provider's payment.
 */
export function receiptWords(receipt: OrderReceipt): string {
  if (receipt.offline) {
    const by = receipt.method ? ` by ${receipt.method}` : '';
    const reference = receipt.bankReference ? `, reference ${receipt.bankReference}` : '';
    return `Received${by} on ${formatIndiaDay(receipt.receivedOn)}${reference}`;
  }
  const when = receipt.receivedAt ? formatDateTime(receipt.receivedAt) : formatIndiaDay(receipt.receivedOn);
  return `Paid${receipt.method ? ` by ${receipt.method}` : ''} on ${when}`;
}
