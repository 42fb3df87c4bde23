import { formatDate, formatDateTime, formatInr, formatPaise, refundInWords } from '@launchpad/shared';
import type { InvoiceRow, OrderRow, RefundRow } from '../../db/schema.ts';
import type { UserReads } from '../auth/index.ts';
import type { BillingService } from '../billing/index.ts';
import { defineNotice, type MailOutbox } from '../mail/index.ts';
import { offlineRefundOf } from './refunds/refund-rules.ts';
import type { RefundCompletedHook, RefundInitiatedHook } from './refunds.service.ts';

interface RefundCompleted {
  refund: RefundRow;
  order: OrderRow;
  /** The credit note issued in the same transaction, by a hook that runs before this one. */
  creditNote: InvoiceRow | undefined;
}

const refundCompleted = defineNotice<RefundCompleted>()({
  template: 'refund-completed',
  about:
    'A refund reached the customer (at the provider, or sent offline by staff), with its credit note attached; queued by the completion, however often it is noticed',
  once: 'refund',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ refund }) => `refund-completed:${refund.id}`,
  data: ({ refund, order, creditNote }, customer) => {
    const amount = refund.amountPaise / 100;
    const offline = offlineRefundOf(refund);
    return {
      name: customer.name,
      summary: refundInWords({ amount, state: 'COMPLETED', reason: refund.reason, offline }),
      packageName: order.packageName,
      amount: formatInr(amount),
      reason: refund.reason,
      refundReference: refund.merchantRefundId,
      orderId: order.id,
      creditNote: creditNote ? { number: creditNote.number } : null,
      offline: offline
        ? {
            method: offline.method,
            reference: offline.reference,
            sentOn: formatDate(`${offline.refundedOn}T12:00:00+05:30`),
          }
        : null,
    };
  },
  attachments: ({ creditNote }) => (creditNote ? [{ document: 'invoice', id: creditNote.id }] : []),
});

const refundInitiated = defineNotice<{ refund: RefundRow; order: OrderRow }>()({
  template: 'refund-initiated',
  about:
    'A refund has started (an admin’s, or the automatic refund of an extra payment): amount, reason, reference, 5–7 working days to the original method',
  once: 'refund',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ refund }) => `refund-initiated:${refund.id}`,
  data: ({ refund, order }, customer) => ({
    name: customer.name,
    packageName: order.packageName,
    amount: formatPaise(refund.amountPaise),
    reason: refund.reason,
    refundReference: refund.merchantRefundId,
    orderId: order.id,
    startedAt: formatDateTime(refund.createdAt),
  }),
});

/** Tells the customer that a refund reached them, in the transaction that completed it. */
export function refundCompletedNotice(
  mail: MailOutbox,
  usersRepo: Pick<UserReads, 'findById'>,
  creditNoteOf: BillingService['creditNoteOfRefund'],
): RefundCompletedHook {
  const notice = mail.hook(refundCompleted, usersRepo);
  return async (tx, refund, order) =>
    notice(tx, { refund, order, creditNote: await creditNoteOf(tx, refund.id) });
}

/** Tells the customer that a refund has started, in the transaction that records it. */
export function refundInitiatedNotice(
  mail: MailOutbox,
  usersRepo: Pick<UserReads, 'findById'>,
): RefundInitiatedHook {
  const notice = mail.hook(refundInitiated, usersRepo);
  return (tx, refund, order) => notice(tx, { refund, order });
}
