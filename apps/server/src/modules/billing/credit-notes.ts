import { creditNoteAmounts } from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BusinessConfig } from '../../config/env.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { DocumentLine, InvoiceRow, OrderRow, RefundRow } from '../../db/schema.ts';
import type { BillingRepository } from './billing.repository.ts';
import { nextDocumentNumber } from './document-numbers.ts';

interface Deps {
  billingRepo: BillingRepository;
  /** Undefined when the seller is not configured: no documents are issued then. */
  business: BusinessConfig | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Credit notes (s.34 CGST Act, Rule 53): a refund of an invoiced payment is documented by a note
 * in its own gapless series that names the invoice it corrects and reverses its taxable value and
 * each tax in proportion to the refund.
 */
export function createCreditNotes({ billingRepo, business, log, now = Date.now }: Deps) {
  return {
    /**
     * Issues the credit note of a refund that has just completed, inside the transaction that
     * completes it, so a refund is never settled without its note and a rollback takes no number.
     * The caller holds the order's row lock, so the notes of one invoice are issued one at a time;
     * the refund's unique index makes a second issue for the same refund impossible. Nothing is
     * issued for a payment without an invoice (an extra payment refunded whole, or one paid before
     * the seller was configured).
     */
    async issueForRefund(tx: Queryable, refund: RefundRow, order: OrderRow): Promise<InvoiceRow | undefined> {
      if (!business) return undefined;
      const existing = await billingRepo.findCreditNoteOfRefund(tx, refund.id);
      if (existing) return existing;
      const invoice = await billingRepo.findInvoiceOfPayment(tx, refund.paymentId);
      if (!invoice) return undefined;
      const credited = await billingRepo.creditedAgainst(tx, invoice.id);
      const amounts = creditNoteAmounts(invoice, credited, Math.round(refund.amountPaise / 100));
      if (amounts.total <= 0) {
        log.warn(
          { merchantRefundId: refund.merchantRefundId, invoice: invoice.number },
          'refund completed for an invoice already credited in full: no credit note issued',
        );
        return undefined;
      }
      const issuedAt = new Date(now());
      const numbered = await nextDocumentNumber(
        billingRepo,
        tx,
        business.invoicePrefix,
        'credit-note',
        issuedAt,
      );
      const [invoiceLine] = invoice.lines;
      const line: DocumentLine = {
        description: invoiceLine?.description ?? `${order.packageName} launch package: professional services`,
        sac: invoiceLine?.sac ?? '9983',
        ratePercent: invoiceLine?.ratePercent ?? 0,
        taxableValue: amounts.taxableValue,
        cgst: amounts.cgst,
        sgst: amounts.sgst,
        igst: amounts.igst,
      };
      return billingRepo.insert(tx, {
        kind: 'credit-note',
        ...numbered,
        orderId: invoice.orderId,
        paymentId: invoice.paymentId,
        userId: invoice.userId,
        refersTo: invoice.id,
        refundId: refund.id,
        supersedes: null,
        reason: null,
        issuedAt,
        // The note corrects the invoice, so it names the parties and the place of supply as the
        // invoice did.
        supplier: invoice.supplier,
        recipient: invoice.recipient,
        placeOfSupply: invoice.placeOfSupply,
        lines: [line],
        taxableValue: amounts.taxableValue,
        cgst: amounts.cgst,
        sgst: amounts.sgst,
        igst: amounts.igst,
        total: amounts.total,
      });
    },
  };
}
