import { z } from 'zod';
import {
  billingDetailsFields,
  gstinMatchesState,
  type InvoiceSummary,
  invoiceSummarySchema,
} from './billing.ts';
import type { DocumentAmounts } from './gst.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/**
 * Body of `POST /api/admin/orders/:id/invoices/:invoiceId/correction`: the billing details the
 * invoice should have named, checked as the customer's own are, and why it is corrected.
 */
export const invoiceCorrectionRequestSchema = billingDetailsFields
  .extend({
    reason: plainText()
      .trim()
      .regex(trimmedAtLeast(3), 'Say why the invoice is corrected')
      .max(200, 'At most 200 characters'),
  })
  .superRefine(gstinMatchesState);
export type InvoiceCorrectionRequest = z.input<typeof invoiceCorrectionRequestSchema>;

/** Path parameters of the correction. */
export const invoiceCorrectionParamsSchema = z.object({
  id: z.string().max(100),
  invoiceId: z.string().max(100),
});

/** `data` of the correction: the credit note that cancels the invoice and the one re-issued. */
export const invoiceCorrectionSchema = z.object({
  creditNote: invoiceSummarySchema,
  invoice: invoiceSummarySchema,
});
export type InvoiceCorrection = z.infer<typeof invoiceCorrectionSchema>;

/**
 * The amounts of an invoice re-issued for another place of supply. The payment does not change,
 * so the taxable value and the GST stay what the invoice stated (what was paid, and the tax the
 * seller collected); only the split follows the new place of supply: all of it as IGST in another
 * state, or CGST and SGST (or UTGST) in halves within the supplier's, the odd rupee on CGST.
 * Taxing the value afresh could move the total by a rupee of rounding, and a document must state
 * what was paid. A bill of supply has no tax to split.
 */
export function correctedTaxSplit(
  invoice: DocumentAmounts,
  supplierState: string,
  placeOfSupply: string,
): DocumentAmounts {
  const tax = invoice.cgst + invoice.sgst + invoice.igst;
  if (tax === 0) return { taxableValue: invoice.taxableValue, cgst: 0, sgst: 0, igst: 0 };
  if (supplierState !== placeOfSupply) {
    return { taxableValue: invoice.taxableValue, cgst: 0, sgst: 0, igst: tax };
  }
  const cgst = Math.ceil(tax / 2);
  return { taxableValue: invoice.taxableValue, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * What a document's place in a correction says, where a list shows it: the order page, the admin's
 * workspace and the register. Null for a document no correction touched.
 */
export function correctionNote(
  document: Pick<InvoiceSummary, 'kind' | 'supersededBy' | 'corrects'>,
): string | null {
  if (document.supersededBy) {
    return `Superseded by ${document.supersededBy.invoice} (cancelled by credit note ${document.supersededBy.creditNote})`;
  }
  if (!document.corrects) return null;
  return document.kind === 'invoice'
    ? `Re-issued in place of ${document.corrects}, with corrected billing details`
    : `Cancels ${document.corrects}: billing details corrected`;
}
