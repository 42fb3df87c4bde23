import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, PaymentRow } from '../../db/schema.ts';
import type { BillingServiceDeps } from './billing-deps.ts';
import { createCharges } from './charges.ts';
import { createCreditNotes } from './credit-notes.ts';
import { createDocumentReads } from './document-reads.ts';
import { issueInvoiceForPayment } from './invoice-issue.ts';
import { createTaxTotals } from './tax-totals.ts';

// Billing, one use case a file: this puts them together into the service the checkout, the
// payments, the order page and the admin console call. The invoice register is not in it: its
// routes take it whole (`createInvoiceRegister`), as nothing else reads it.

export function createBillingService(deps: BillingServiceDeps) {
  const { billingRepo, business, log } = deps;
  const now = deps.now ?? Date.now;
  const creditNotes = createCreditNotes({ billingRepo, business, log, now });
  return {
    ...createCharges(deps),
    ...createDocumentReads(deps),
    ...createTaxTotals(billingRepo),

    /**
     * Issues the invoice (a bill of supply without a GSTIN) of a payment that has just completed,
     * inside the transaction that completes it, so that a paid order always has its document and
     * a rolled-back completion takes no number. Once per payment.
     */
    issueInvoiceForPayment: (tx: Queryable, payment: PaymentRow & { order: OrderRow }) =>
      issueInvoiceForPayment({ ...deps, now }, tx, payment),

    /** The credit note of a refund that has just completed (a hook of the refund's transaction). */
    issueCreditNoteForRefund: creditNotes.issueForRefund,

    /** The credit note issued for a refund, read in the caller's transaction (the refund mail's). */
    creditNoteOfRefund: (tx: Queryable, refundId: string) => billingRepo.findCreditNoteOfRefund(tx, refundId),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
