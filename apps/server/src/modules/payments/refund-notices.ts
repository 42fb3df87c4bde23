import { formatDateTime, formatInr, formatPaise, refundInWords } from '@launchpad/shared';
import type { UsersRepository } from '../auth/users.repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { RefundCompletedHook, RefundInitiatedHook } from './refunds.service.ts';

/**
 * Tells the customer that a refund reached them, by mail queued in the transaction that completed
 * it: one mail per refund, however often the completion is noticed.
 */
export function refundCompletedNotice(usersRepo: Pick<UsersRepository, 'findById'>): RefundCompletedHook {
  return async (tx, refund, order) => {
    // In the refund's transaction: the embedded database has one connection.
    const customer = await usersRepo.findById(order.userId, tx);
    if (!customer) return;
    const amount = refund.amountPaise / 100;
    await enqueueMail(tx, {
      key: `refund-completed:${refund.id}`,
      to: customer.email,
      template: 'refund-completed',
      data: {
        name: customer.name,
        summary: refundInWords({ amount, state: 'COMPLETED', reason: refund.reason }),
        packageName: order.packageName,
        amount: formatInr(amount),
        reason: refund.reason,
        refundReference: refund.merchantRefundId,
        orderId: order.id,
      },
    });
  };
}

/**
 * Tells the customer that a refund has started (an admin's, or the automatic refund of an extra
 * payment), in the transaction that records it: one mail per refund.
 */
export function refundInitiatedNotice(usersRepo: Pick<UsersRepository, 'findById'>): RefundInitiatedHook {
  return async (tx, refund, order) => {
    const customer = await usersRepo.findById(order.userId, tx);
    if (!customer) return;
    await enqueueMail(tx, {
      key: `refund-initiated:${refund.id}`,
      to: customer.email,
      template: 'refund-initiated',
      data: {
        name: customer.name,
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
