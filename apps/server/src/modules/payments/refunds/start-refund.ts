import {
  type CreateRefundRequest,
  formatInr,
  PARTIAL_REFUND_REQUEST_CHOICE,
  type Refund,
  rupeesToPaise,
} from '@launchpad/shared';
import type { Queryable } from '../../../db/queryable.ts';
import type { OrderRow, RefundRow, UserRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { RefundsUnitDeps } from './refund-deps.ts';
import {
  isRefundBoundViolation,
  newMerchantRefundId,
  OFFLINE_PROVIDER,
  OFFLINE_REFUND_REFUSAL,
  tooMuch,
  toRefund,
} from './refund-rules.ts';
import { sendRefundNow } from './send-refund.ts';

/**
 * What an admin's refund takes: its amount (everything left by default) from the provider payment
 * with the most left, and whether it settles an open cancellation request.
 */
async function planRefund(deps: RefundsUnitDeps, tx: Queryable, order: OrderRow, input: CreateRefundRequest) {
  const completed = await deps.refundsRepo.refundablePayments(tx, order.id);
  if (completed.length === 0) throw new AppError('conflict', 'This order has no payment to refund');
  const candidates = completed.filter((c) => c.payment.provider !== OFFLINE_PROVIDER && !c.extra);
  if (candidates.length === 0) throw new AppError('conflict', OFFLINE_REFUND_REFUSAL);
  // The payment with the most left to refund (an extra payment is refunded by itself).
  const best = candidates
    .map((c) => ({ payment: c.payment, leftPaise: c.payment.amountPaise - c.committedPaise }))
    .sort((a, b) => b.leftPaise - a.leftPaise)[0];
  if (!best || best.leftPaise <= 0) throw tooMuch(0);
  const amountPaise = input.amount === undefined ? best.leftPaise : rupeesToPaise(input.amount);
  if (amountPaise > best.leftPaise) throw tooMuch(best.leftPaise);
  // A refund of everything left settles an open cancellation request; a partial one only when
  // the admin says so, never silently.
  const everything = candidates.reduce((sum, c) => sum + c.payment.amountPaise - c.committedPaise, 0);
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
 * default: the caller sends it with `sendNow` after the commit. Payments received offline are
 * returned offline, so only provider payments are refunded here.
 */
export async function startRefund(
  deps: RefundsUnitDeps,
  tx: Queryable,
  admin: UserRow,
  order: OrderRow,
  input: CreateRefundRequest,
): Promise<RefundRow> {
  const { payment, amountPaise, settlesRequest } = await planRefund(deps, tx, order, input);
  const reason = input.reason.trim();
  const refund = await deps.refundsRepo.insert(tx, {
    paymentId: payment.id,
    orderId: order.id,
    merchantRefundId: newMerchantRefundId(new Date(deps.now())),
    amountPaise,
    kind: 'admin',
    reason,
    actor: admin.id,
  });
  if (!refund) throw new Error('an admin refund was not inserted');
  await deps.ordersRepo.appendNote(
    tx,
    order,
    admin.id,
    `Refund of ${formatInr(amountPaise / 100)} started: ${reason}`,
  );
  for (const hook of deps.onRefundInitiated ?? []) await hook(tx, refund, order);
  if (settlesRequest) await deps.ordersRepo.setCancellationRequested(tx, order.id, null);
  return refund;
}

/** An admin refunds a paid order in full (the default) or in part, with a reason. */
export async function refundOrder(
  deps: RefundsUnitDeps,
  admin: UserRow,
  orderId: string,
  input: CreateRefundRequest,
): Promise<Refund> {
  let refundId: string;
  try {
    refundId = await deps.db.transaction(async (tx) => {
      const order = await deps.ordersRepo.lockById(tx, orderId);
      if (!order) throw new AppError('not_found', 'Order not found');
      return (await startRefund(deps, tx, admin, order, input)).id;
    });
  } catch (error) {
    // Two admins at once: the database's bound refused the second.
    if (isRefundBoundViolation(error)) throw tooMuch(0);
    throw error;
  }
  await sendRefundNow(deps, refundId);
  const row = await deps.refundsRepo.find(refundId);
  if (!row) throw new Error('a refund vanished');
  return toRefund(row);
}
