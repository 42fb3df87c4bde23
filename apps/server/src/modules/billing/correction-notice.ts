import type { InvoiceRow, OrderRow } from '../../db/schema.ts';
import type { UserReads } from '../auth/index.ts';
import { defineNotice, type MailOutbox } from '../mail/index.ts';
import type { InvoiceCorrectedHook } from './invoice-correction.ts';

interface InvoiceCorrected {
  order: OrderRow;
  original: InvoiceRow;
  creditNote: InvoiceRow;
  invoice: InvoiceRow;
}

const invoiceCorrected = defineNotice<InvoiceCorrected>()({
  template: 'invoice-corrected',
  about:
    'An invoice corrected by staff: the credit note that cancels it and the re-issued invoice, both attached; queued by the correction',
  once: 'corrected invoice',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ original }) => `invoice-corrected:${original.id}`,
  data: ({ order, original, creditNote, invoice }, customer) => {
    const recipient = invoice.recipient;
    return {
      name: customer.name,
      packageName: order.packageName,
      orderId: order.id,
      original: original.number,
      creditNote: creditNote.number,
      invoice: invoice.number,
      recipient: recipient
        ? `${recipient.name}${recipient.gstin ? ` (GSTIN ${recipient.gstin})` : ''}`
        : customer.name,
      reason: invoice.reason ?? '',
    };
  },
  // The worker attaches the stored PDFs when the mail leaves, as for receipts and refunds.
  attachments: ({ creditNote, invoice }) => [
    { document: 'invoice', id: creditNote.id },
    { document: 'invoice', id: invoice.id },
  ],
});

/** Mails the customer the credit note and the re-issued invoice of a correction, in its transaction. */
export function invoiceCorrectedNotice(
  mail: MailOutbox,
  usersRepo: Pick<UserReads, 'findById'>,
): InvoiceCorrectedHook {
  return mail.hook(invoiceCorrected, usersRepo);
}
