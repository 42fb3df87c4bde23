import { z } from 'zod';
import { calendarDayField } from './calendar.ts';
import { packageIds } from './catalogue-data.ts';
import { GSTIN_FURTHER_CHECKS, GSTIN_PATTERN, gstinProblem, gstState, gstStateCodes } from './gst-states.ts';
import { opaqueCursor } from './pagination.ts';
import { nameText, plainText, showsACharacter, trimmedAtLeast } from './text.ts';

/** The fields of billing details, checked together by `gstinMatchesState`. */
export const billingDetailsFields = z.object({
  name: nameText()
    .trim()
    .regex(trimmedAtLeast(1), 'Billing name is required')
    .max(200, 'At most 200 characters')
    // The rule of person names: an invoice made out to nothing visible names nobody.
    .regex(showsACharacter, 'Enter a name with visible letters'),
  address: plainText()
    .trim()
    .regex(trimmedAtLeast(5), 'Enter the full billing address')
    .max(500, 'At most 500 characters'),
  state: z.enum(gstStateCodes, { error: 'Choose a state or union territory' }),
  gstin: z
    .string()
    .meta({
      pattern: `^\\s*(?:${GSTIN_PATTERN})?\\s*$`,
      'x-checked-by-server': GSTIN_FURTHER_CHECKS,
    })
    .trim()
    .toUpperCase()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

/** A GSTIN, when given, is well formed and registered in the state given with it. */
export function gstinMatchesState(
  value: { state: string; gstin?: string | null },
  ctx: z.RefinementCtx<{ state: string; gstin?: string | null }>,
): void {
  if (!value.gstin) return;
  const problem = gstinProblem(value.gstin);
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  else if (value.gstin.slice(0, 2) !== value.state) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `This GSTIN is registered in ${gstState(value.gstin.slice(0, 2))?.name}; choose that state or check the GSTIN`,
    });
  }
}

/** Body of `PUT /api/auth/me/billing`: whom invoices are made out to. */
export const billingDetailsRequestSchema = billingDetailsFields.superRefine(gstinMatchesState);
export type BillingDetailsRequest = z.input<typeof billingDetailsRequestSchema>;

/** Saved billing details, and the snapshot an order keeps of them. */
export const billingDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** Two-digit GST state code. */
  state: z.string(),
  stateName: z.string(),
  gstin: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** `data` of `GET /api/auth/me/billing` and `PUT /api/auth/me/billing`. */
export const billingDetailsResponseSchema = z.object({ billing: billingDetailsSchema.nullable() });

/** What a package costs with tax, as the checkout shows it before the redirect. */
export const chargeSchema = z.object({
  /** The professional fee (the list price), whole rupees. */
  fee: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  /** 'SGST', or 'UTGST' in a union territory without a legislature. */
  stateTaxName: z.string(),
  igst: z.number().int(),
  /** The whole amount charged. */
  total: z.number().int(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** Query of `GET /api/billing/quote`: the package the customer is about to buy. */
export const billingQuoteQuerySchema = z.object({
  packageId: z.enum(packageIds, { error: 'Choose a package' }),
});

/**
 * `data` of `GET /api/billing/quote?packageId=`: the charge, whether checkout must first ask for
 * billing details (the seller has a GSTIN and none are saved), and the saved details.
 */
export const billingQuoteSchema = z.object({
  charge: chargeSchema,
  billingRequired: z.boolean(),
  billing: billingDetailsSchema.nullable(),
});
export type BillingQuote = z.infer<typeof billingQuoteSchema>;

export const documentKinds = ['invoice', 'credit-note'] as const;

/** One tax document of an order, in `GET /api/orders/:id`. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(documentKinds),
  /** 'Tax Invoice', 'Bill of Supply' or 'Credit Note'. */
  title: z.string(),
  issuedAt: z.string(),
  taxableValue: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** The refund a credit note returns; null for an invoice or a bill of supply. */
  refundId: z.string().nullable(),
  /**
   * An invoice replaced by a correction of its billing details: the credit note that cancelled it
   * and the invoice re-issued in its place. Null for a current invoice and for credit notes.
   */
  supersededBy: z.object({ creditNote: z.string(), invoice: z.string() }).nullable(),
  /** A correction's credit note or re-issued invoice: the number of the invoice corrected. */
  corrects: z.string().nullable(),
  /** Why a correction was made, as the admin gave it; null for other documents. */
  correctionReason: z.string().nullable(),
  /** Whom the document names; null when the order gave no billing details (the account holder). */
  recipient: z
    .object({ name: z.string(), address: z.string(), state: z.string(), gstin: z.string().nullable() })
    .nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One line of the admin invoice register; credit notes carry negative amounts. */
export const invoiceRegisterEntrySchema = invoiceSummarySchema.extend({
  orderId: z.string(),
  /** The order's reference, "LP-7K3Q-9XMD". */
  orderReference: z.string(),
  /** A credit note's invoice, number and issue date (GSTR-1 asks for both); null for an invoice. */
  originalInvoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  /** The SAC of the document's service. */
  sac: z.string(),
  /** The GST rate charged, percent: 0 on a bill of supply. */
  ratePercent: z.number(),
  recipientName: z.string(),
  recipientGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
});
export type InvoiceRegisterEntry = z.infer<typeof invoiceRegisterEntrySchema>;

const isoDay = calendarDayField('Use a date like 2026-11-23');

/** Query of `GET /api/admin/invoices` and its CSV export: issue dates in India, both inclusive. */
export const invoiceRegisterQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: z.string().max(200).meta(opaqueCursor).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `data` of `GET /api/admin/invoices`. */
export const invoiceRegisterPageSchema = z.object({
  items: z.array(invoiceRegisterEntrySchema),
  nextCursor: z.string().nullable(),
});
export type InvoiceRegisterPage = z.infer<typeof invoiceRegisterPageSchema>;

/** Path parameter of `GET /api/invoices/:id/pdf`. */
export const invoiceIdParamsSchema = z.object({ id: z.string().max(100) });
