import type { InvoiceSummary } from '@launchpad/shared';
import { isStaffRole } from '@launchpad/shared';
import { isGuid } from '../../db/cursor-paging.ts';
import type { InvoiceRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailFile } from '../mail/index.ts';
import type { BillingServiceDeps } from './billing-deps.ts';
import { summariesOfOrder } from './document-summary.ts';
import { createStoredPdfs } from './stored-pdfs.ts';

// An order's tax documents as their readers get them: the list, the PDF to download or to attach.

export function createDocumentReads({ billingRepo, accountHolderOf }: BillingServiceDeps) {
  const storedPdfs = createStoredPdfs(billingRepo, accountHolderOf);

  async function pdfOf(invoice: InvoiceRow): Promise<{ pdf: Buffer; fileName: string }> {
    const pdf = await storedPdfs.pdfOf(invoice);
    return { pdf, fileName: `${invoice.number.replaceAll('/', '-')}.pdf` };
  }

  return {
    /** Payment id -> the id of its invoice, for the payments that have one. */
    async invoiceIdsOfPayments(paymentIds: string[]): Promise<Map<string, string>> {
      const rows = await billingRepo.invoiceIdsOfPayments(paymentIds);
      return new Map(rows.map((row) => [row.paymentId, row.id]));
    },

    async invoicesOfOrder(orderId: string): Promise<InvoiceSummary[]> {
      return summariesOfOrder(await billingRepo.listByOrder(orderId));
    },

    /** The PDF for its owner or an admin; anyone else gets the 404 of a document that does not exist. */
    async pdfFor(user: UserRow, id: string): Promise<{ pdf: Buffer; fileName: string }> {
      const notFound = new AppError('not_found', 'Invoice not found');
      if (!isGuid(id)) throw notFound;
      const invoice = await billingRepo.findById(id);
      if (!invoice || (invoice.userId !== user.id && !isStaffRole(user.role))) throw notFound;
      return pdfOf(invoice);
    },

    /**
     * A document's PDF as a mail attachment, the stored one (rendered now if it never was): the
     * mail carries the very bytes the order page offers.
     */
    async pdfAttachment(id: string): Promise<MailFile> {
      const invoice = await billingRepo.findById(id);
      if (!invoice) throw new Error(`invoice ${id} to attach does not exist`);
      const { pdf, fileName } = await pdfOf(invoice);
      return { filename: fileName, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
    },
  };
}
