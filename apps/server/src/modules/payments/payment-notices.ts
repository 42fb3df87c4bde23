import { formatDateTime, formatIndiaDay, formatInr, formatPaise, receiptWords } from '@launchpad/shared';
import type { InvoiceRow, OrderRow, PaymentRow } from '../../db/schema.ts';
import type { UserReads } from '../auth/index.ts';
import { documentTitle } from '../billing/index.ts';
import { defineNotice, type MailOutbox, type NoticeHook } from '../mail/index.ts';
import { receiptOfPayment } from './payment-receipts.ts';

interface PaymentReceived {
  payment: PaymentRow;
  order: OrderRow;
  invoice: InvoiceRow | undefined;
  at: Date;
}

interface PaymentFailed {
  payment: PaymentRow;
  order: OrderRow;
  at: Date;
}

const paymentReceived = defineNotice<PaymentReceived>()({
  template: 'payment-received',
  about:
    'The receipt of the payment that paid the order (package, amount, method, reference, IST date, the order page), with its invoice or bill of supply attached; queued by `applyProviderStatus` or an offline payment',
  once: 'payment',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ payment }) => `payment-received:${payment.id}`,
  data: ({ payment, order, invoice, at }, customer) => {
    const tax = invoice ? invoice.cgst + invoice.sgst + invoice.igst : 0;
    const receipt = receiptOfPayment(payment, at);
    return {
      name: customer.name,
      packageName: order.packageName,
      amount: formatPaise(payment.amountPaise),
      breakdown: invoice && tax > 0 ? `${formatInr(invoice.taxableValue)} fee + ${formatInr(tax)} GST` : null,
      method: receipt.method,
      paymentReference: payment.merchantOrderId,
      paidAt: formatDateTime(at),
      orderId: order.id,
      document: invoice ? { title: documentTitle(invoice), number: invoice.number } : null,
      offline:
        receipt.offline && receipt.bankReference
          ? {
              received: receiptWords(receipt),
              receivedOn: formatIndiaDay(receipt.receivedOn),
              bankReference: receipt.bankReference,
            }
          : null,
    };
  },
  // The PDF is rendered when the mail is delivered; the row keeps only the reference.
  attachments: ({ invoice }) => (invoice ? [{ document: 'invoice', id: invoice.id }] : []),
});

const paymentFailed = defineNotice<PaymentFailed>()({
  template: 'payment-failed',
  about: 'An attempt of an unpaid order failed or was cancelled: the way back to the package',
  once: 'payment',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ payment }) => `payment-failed:${payment.id}`,
  data: ({ payment, order, at }, customer) => ({
    name: customer.name,
    packageName: order.packageName,
    packageId: order.packageId,
    orderId: order.id,
    amount: formatPaise(payment.amountPaise),
    paymentReference: payment.merchantOrderId,
    failedAt: formatDateTime(at),
  }),
});

/** The customer's mails about a payment, queued in the transaction that settles it. */
export interface PaymentNotices {
  /** The receipt of the payment that paid the order, with its invoice (if one was issued) attached. */
  received: NoticeHook<PaymentReceived>;
  /** An attempt of an unpaid order failed or was cancelled: the way back to the package. */
  failed: NoticeHook<PaymentFailed>;
}

/**
 * Receipts and failure notices by mail through the outbox: one mail per payment and event,
 * however often the provider's answer is applied.
 */
export function createPaymentNotices(
  mail: MailOutbox,
  usersRepo: Pick<UserReads, 'findById'>,
): PaymentNotices {
  return { received: mail.hook(paymentReceived, usersRepo), failed: mail.hook(paymentFailed, usersRepo) };
}
