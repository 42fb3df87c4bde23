import { formatDateTime, formatInr, formatPaise, paymentMethodLabel } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { InvoiceRow, OrderRow, PaymentRow } from '../../db/schema.ts';
import type { UsersRepository } from '../auth/index.ts';
import { documentTitle } from '../billing/index.ts';
import { customerMailbox } from '../mail/index.ts';

/** The customer's mails about a payment, queued in the transaction that settles it. */
export interface PaymentNotices {
  /** The receipt of the payment that paid the order, with its invoice (if one was issued) attached. */
  received(
    tx: Queryable,
    event: { payment: PaymentRow; order: OrderRow; invoice: InvoiceRow | undefined; at: Date },
  ): Promise<void>;
  /** An attempt of an unpaid order failed or was cancelled: the way back to the package. */
  failed(tx: Queryable, event: { payment: PaymentRow; order: OrderRow; at: Date }): Promise<void>;
}

/**
 * Receipts and failure notices by mail through the outbox: one mail per payment and event,
 * however often the provider's answer is applied.
 */
export function createPaymentNotices(usersRepo: Pick<UsersRepository, 'findById'>): PaymentNotices {
  return {
    async received(tx, { payment, order, invoice, at }) {
      const to = await customerMailbox(tx, usersRepo, order.userId);
      if (!to) return;
      const tax = invoice ? invoice.cgst + invoice.sgst + invoice.igst : 0;
      await to.send({
        key: `payment-received:${payment.id}`,
        template: 'payment-received',
        data: {
          name: to.customer.name,
          packageName: order.packageName,
          amount: formatPaise(payment.amountPaise),
          breakdown:
            invoice && tax > 0 ? `${formatInr(invoice.taxableValue)} fee + ${formatInr(tax)} GST` : null,
          method: paymentMethodLabel(payment.paymentMode),
          paymentReference: payment.merchantOrderId,
          paidAt: formatDateTime(at),
          orderId: order.id,
          document: invoice ? { title: documentTitle(invoice), number: invoice.number } : null,
        },
        // The PDF is rendered when the mail is delivered; the row keeps only the reference.
        attachments: invoice ? [{ document: 'invoice', id: invoice.id }] : [],
      });
    },

    async failed(tx, { payment, order, at }) {
      const to = await customerMailbox(tx, usersRepo, order.userId);
      if (!to) return;
      await to.send({
        key: `payment-failed:${payment.id}`,
        template: 'payment-failed',
        data: {
          name: to.customer.name,
          packageName: order.packageName,
          packageId: order.packageId,
          orderId: order.id,
          amount: formatPaise(payment.amountPaise),
          paymentReference: payment.merchantOrderId,
          failedAt: formatDateTime(at),
        },
      });
    },
  };
}
