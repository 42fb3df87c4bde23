import {
  type CreateRefundRequest,
  formatIndiaDay,
  formatInr,
  indiaDate,
  OFFLINE_REFUND_CONFIRMATION,
  OFFLINE_REFUND_OF_PROVIDER_PAYMENT,
  PARTIAL_REFUND_REQUEST_CHOICE,
  rupeesToPaise,
} from '@launchpad/shared';
import type { Queryable } from '../../../db/queryable.ts';
import type { OrderRow, PaymentRow, RefundRow, UserRow } from '../../../db/schema.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import { offlineDetailsOf } from '../payment-receipts.ts';
import type { RefundsUnitDeps } from './refund-deps.ts';
import {
  newMerchantRefundId,
  OFFLINE_PROVIDER,
  OFFLINE_REFUND_REFUSAL,
  refundTargets,
  tooMuch,
} from './refund-rules.ts';
import { completeRefund } from './settle-refund.ts';

/** The first day money returned for this payment can have left: the day it came in. */
function paymentDay(payment: PaymentRow): string {
  return offlineDetailsOf(payment)?.receivedOn ?? indiaDate(payment.createdAt);
}

/** An offline refund's day and payment: not in the future, not before the money came in, confirmed for a provider's payment. */
/**
 * A refund as the service takes it: the request, and where its offline details sit in the body the
 * admin sent (`refundOffline` when cancelling), so that a 400 names the field that was sent.
 */
export type StartRefundInput = CreateRefundRequest & { offlineField?: 'offline' | 'refundOffline' };

function checkOfflineRefund(deps: RefundsUnitDeps, payment: PaymentRow, input: StartRefundInput) {
  if (!input.offline) return;
  const field = `${input.offlineField ?? 'offline'}.refundedOn`;
  if (input.offline.refundedOn > indiaDate(new Date(deps.now()))) {
    throw fieldError(field, 'The money cannot have gone back after today');
  }
  const paidOn = paymentDay(payment);
  if (input.offline.refundedOn < paidOn) {
    throw fieldError(
      field,
      `The payment came in on ${formatIndiaDay(paidOn)}: the money cannot have gone back before that`,
    );
  }
  if (payment.provider !== OFFLINE_PROVIDER && !input.confirmOfflineRefund) {
    throw new AppError('conflict', OFFLINE_REFUND_OF_PROVIDER_PAYMENT, [
      { path: OFFLINE_REFUND_CONFIRMATION, message: OFFLINE_REFUND_OF_PROVIDER_PAYMENT },
    ]);
  }
}

/**
 * What an admin's refund takes: its amount (everything left by default) from the payment it goes
 * back to, and whether it settles an open cancellation request.
 */
async function planRefund(deps: RefundsUnitDeps, tx: Queryable, order: OrderRow, input: StartRefundInput) {
  const completed = await deps.refundsRepo.refundablePayments(tx, order.id);
  if (completed.length === 0) throw new AppError('conflict', 'This order has no payment to refund');
  const targets = refundTargets(completed, input.offline !== undefined);
  if (targets.length === 0) throw new AppError('conflict', OFFLINE_REFUND_REFUSAL);
  const best = targets.find((target) => target.leftPaise > 0);
  if (!best) throw tooMuch(0);
  const amountPaise = input.amount === undefined ? best.leftPaise : rupeesToPaise(input.amount);
  if (amountPaise > best.leftPaise) throw tooMuch(best.leftPaise);
  checkOfflineRefund(deps, best.payment, input);
  // A refund of everything left settles an open cancellation request; a partial one only when
  // the admin says so, never silently.
  const everything = targets.reduce((sum, target) => sum + target.leftPaise, 0);
  const open = order.cancellationRequestedAt !== null;
  if (open && amountPaise < everything && !input.cancellationRequest) {
    throw new AppError('conflict', PARTIAL_REFUND_REQUEST_CHOICE, [
      { path: 'cancellationRequest', message: PARTIAL_REFUND_REQUEST_CHOICE },
    ]);
  }
  const settlesRequest = open && (amountPaise >= everything || input.cancellationRequest === 'close');
  return { payment: best.payment, amountPaise, settlesRequest };
}

/**
 * Records an admin's refund inside the caller's transaction (the order locked by it), full by
 * default. A provider's refund is sent with `sendNow` after the commit. Money returned offline is
 * recorded as pending here and completed by `completeOfflineRefund` in the same transaction, once
 * the caller has made its own change to the order (a cancellation's move comes first).
 */
export async function startRefund(
  deps: RefundsUnitDeps,
  tx: Queryable,
  admin: UserRow,
  order: OrderRow,
  input: StartRefundInput,
): Promise<RefundRow> {
  const { payment, amountPaise, settlesRequest } = await planRefund(deps, tx, order, input);
  const reason = input.reason.trim();
  const at = new Date(deps.now());
  const refund = await deps.refundsRepo.insert(tx, {
    paymentId: payment.id,
    orderId: order.id,
    merchantRefundId: newMerchantRefundId(at, input.offline ? 'RO' : 'RF'),
    amountPaise,
    kind: 'admin',
    reason,
    actor: admin.id,
    // Nothing to send: the reconciler never picks it up, and it is completed below.
    ...(input.offline
      ? { nextCheckAt: null, raw: { offline: { ...input.offline, recordedBy: admin.name } } }
      : {}),
  });
  if (!refund) throw new Error('an admin refund was not inserted');
  if (!input.offline) {
    await deps.orderWrites.appendNote(
      tx,
      order,
      admin.id,
      `Refund of ${formatInr(amountPaise / 100)} started: ${reason}`,
    );
    for (const hook of deps.onRefundInitiated ?? []) await hook(tx, refund, order);
  }
  if (settlesRequest) await deps.orderWrites.setCancellationRequested(tx, order.id, null);
  return refund;
}

/**
 * Completes a refund an admin recorded as returned offline, in the transaction that recorded it:
 * the same completion as a provider's (the timeline, the credit note, the customer's mail, the
 * order cancelled when everything went back), by the admin who recorded it.
 */
export async function completeOfflineRefund(deps: RefundsUnitDeps, tx: Queryable, refund: RefundRow) {
  const done = await completeRefund(deps, tx, refund, refund.raw, refund.actor);
  if (!done) throw new Error('an offline refund did not complete');
}
