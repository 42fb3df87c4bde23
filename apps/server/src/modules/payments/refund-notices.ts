import { formatDateTime, formatInr, formatPaise, refundInWords } from '@launchpad/shared';
import type { UsersRepository } from '../auth/index.ts';
import type { BillingService } from '../billing/index.ts';
import { customerMailbox } from '../mail/index.ts';
import type { RefundCompletedHook, RefundInitiatedHook } from './refunds.service.ts';

/**
 * Tells the customer that a refund reached them, by mail queued in the transaction that completed
 * it: one mail per refund, however often the completion is noticed. The credit note issued in the
 * same transaction (a hook that runs before this one) is named and attached, rendered at delivery
 * from the stored PDF like the receipt's invoice.
 */
export function refundCompletedNotice(
  usersRepo: Pick<UsersRepository, 'findById'>,
  creditNoteOf: BillingService['creditNoteOfRefund'],
): RefundCompletedHook {
  return async (tx, refund, order) => {
    const to = await customerMailbox(tx, usersRepo, order.userId);
    if (!to) return;
    const amount = refund.amountPaise / 100;
    const creditNote = await creditNoteOf(tx, refund.id);
    await to.send({
      key: `refund-completed:${refund.id}`,
      template: 'refund-completed',
      data: {
        name: to.customer.name,
        summary: refundInWords({ amount, state: 'COMPLETED', reason: refund.reason }),
        packageName: order.packageName,
        amount: formatInr(amount),
        reason: refund.reason,
        refundReference: refund.merchantRefundId,
        orderId: order.id,
        creditNote: creditNote ? { number: creditNote.number } : null,
      },
      attachments: creditNote ? [{ document: 'invoice', id: creditNote.id }] : [],
    });
  };
}

/**
 * Tells the customer that a refund has started (an admin's, or the automatic refund of an extra
 * payment), in the transaction that records it: one mail per refund.
 */
export function refundInitiatedNotice(usersRepo: Pick<UsersRepository, 'findById'>): RefundInitiatedHook {
  return async (tx, refund, order) => {
    const to = await customerMailbox(tx, usersRepo, order.userId);
    if (!to) return;
    await to.send({
      key: `refund-initiated:${refund.id}`,
      template: 'refund-initiated',
      data: {
        name: to.customer.name,
        packageName: order.packageName,
        amount: formatPaise(refund.amountPaise),
        reason: refund.reason,
        refundReference: refund.merchantRefundId,
        orderId: order.id,
        startedAt: formatDateTime(refund.createdAt),
      },
    });
  };
}
