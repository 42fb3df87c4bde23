import type { InvoiceRow } from '../../db/schema.ts';
import type { BillingRepository } from './billing.repository.ts';
import { type AccountHolder, PDF_LAYOUT, renderInvoicePdf } from './invoice-pdf.ts';

/**
 * Tax documents' PDFs, rendered once and kept: a document never changes once issued, so every
 * download and every mail after the first serves the stored bytes. Requests in this instance
 * asking for the same unrendered document share one rendering; instances racing to render it keep
 * whichever was stored first (insert if absent), so all of them serve the same bytes.
 */
export function createStoredPdfs(
  billingRepo: Pick<BillingRepository, 'findById' | 'findPdf' | 'storePdf' | 'paymentReferencesOf'>,
  /** The account holder of a document's order, named when the order gave no billing details. */
  accountHolderOf: (userId: string) => Promise<AccountHolder | undefined> = async () => undefined,
) {
  const rendering = new Map<string, Promise<Buffer>>();

  async function renderAndStore(invoice: InvoiceRow): Promise<Buffer> {
    // Read again: a rendering that ended since this request first looked has stored it.
    const stored = await billingRepo.findPdf(invoice.id, PDF_LAYOUT);
    if (stored) return stored;
    // A credit note's invoice, or the invoice a re-issued one replaces.
    const relatedId = invoice.refersTo ?? invoice.supersedes;
    const refersTo = relatedId ? await billingRepo.findById(relatedId) : undefined;
    const holder = invoice.recipient ? undefined : await accountHolderOf(invoice.userId);
    const payment = await billingRepo.paymentReferencesOf(invoice.paymentId);
    const pdf = await renderInvoicePdf(invoice, { refersTo, accountHolder: holder, payment });
    return billingRepo.storePdf(invoice.id, PDF_LAYOUT, pdf);
  }

  return {
    async pdfOf(invoice: InvoiceRow): Promise<Buffer> {
      const stored = await billingRepo.findPdf(invoice.id, PDF_LAYOUT);
      if (stored) return stored;
      let shared = rendering.get(invoice.id);
      if (!shared) {
        shared = renderAndStore(invoice).finally(() => rendering.delete(invoice.id));
        rendering.set(invoice.id, shared);
      }
      return shared;
    },
  };
}
