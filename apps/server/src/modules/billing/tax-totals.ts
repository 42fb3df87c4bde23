import type { DocumentAmounts } from '@launchpad/shared';
import type { BillingRepository } from './billing.repository.ts';

// The GST the documents carry: charged on invoices, reversed by credit notes, per payment and order.

export function createTaxTotals(billingRepo: BillingRepository) {
  return {
    /**
     * GST charged on invoices and reversed by refunds' credit notes, whole rupees, from the series'
     * running sums (corrections cancel out); those notes total their refunds, so refunds less
     * `creditedTax` is their fee part.
     */
    async taxTotals(): Promise<{ invoicedTax: number; creditedTax: number }> {
      const tax = await billingRepo.taxByKind();
      return { invoicedTax: tax.invoice, creditedTax: tax['credit-note'] };
    },

    /**
     * A payment's invoice and what credit notes reversed of it so far, in whole rupees: how a refund
     * of it splits into fee and GST (`creditNoteAmounts`). Null when it has no invoice.
     */
    async invoiceOfPayment(
      paymentId: string,
    ): Promise<{ invoice: DocumentAmounts; credited: DocumentAmounts } | null> {
      const invoice = await billingRepo.findInvoiceOfPayment(billingRepo.reads, paymentId);
      if (!invoice) return null;
      const credited = await billingRepo.creditedAgainst(billingRepo.reads, invoice.id);
      const { taxableValue, cgst, sgst, igst } = invoice;
      return { invoice: { taxableValue, cgst, sgst, igst }, credited };
    },

    /** The GST reversed by credit notes, per order (orders without credit notes are absent). */
    creditedTaxByOrders: (orderIds: string[]) => billingRepo.creditedTaxByOrders(orderIds),
  };
}
