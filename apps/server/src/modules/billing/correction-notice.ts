import type { UsersRepository } from '../auth/index.ts';
import { customerMailbox } from '../mail/index.ts';
import type { InvoiceCorrectedHook } from './invoice-correction.ts';

/**
 * Mails the customer the credit note and the re-issued invoice of a correction, queued in its
 * transaction: one mail per corrected invoice. The outbox row names the documents; the worker
 * attaches their stored PDFs when the mail leaves, as for receipts and refunds.
 */
export function invoiceCorrectedNotice(usersRepo: Pick<UsersRepository, 'findById'>): InvoiceCorrectedHook {
  return async (tx, { order, original, creditNote, invoice }) => {
    const to = await customerMailbox(tx, usersRepo, order.userId);
    if (!to) return;
    const recipient = invoice.recipient;
    await to.send({
      key: `invoice-corrected:${original.id}`,
      template: 'invoice-corrected',
      data: {
        name: to.customer.name,
        packageName: order.packageName,
        orderId: order.id,
        original: original.number,
        creditNote: creditNote.number,
        invoice: invoice.number,
        recipient: recipient
          ? `${recipient.name}${recipient.gstin ? ` (GSTIN ${recipient.gstin})` : ''}`
          : to.customer.name,
        reason: invoice.reason ?? '',
      },
      attachments: [
        { document: 'invoice', id: creditNote.id },
        { document: 'invoice', id: invoice.id },
      ],
    });
  };
}
