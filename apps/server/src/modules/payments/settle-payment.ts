import {
  formatPaise,
  isAwaitingPayment,
  isPaymentFailed,
  isPaymentOpen,
  isPaymentPaid,
  isPaymentSettled,
  type PaymentState,
  paymentMethodLabel,
} from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, PaymentRow } from '../../db/schema.ts';
import { nextCheckDelayMs } from './payment-timing.ts';
import type { PaymentWithOrder } from './payments.repository.ts';
import type { Actor, PaymentsUnitDeps } from './payments-deps.ts';
import type { ProviderStatus } from './providers/provider.ts';

/** What a settling transaction leaves to do after its commit. */
interface Outcome {
  state: PaymentState;
  superseded: PaymentRow[];
  refundId: string | undefined;
}

/**
 * Closes superseded checkouts at the provider where it can (Razorpay links can be cancelled);
 * a closed one needs no last look. Runs after the commit; a failure leaves the last look to the
 * reconciler, so nothing is lost when it does not run at all.
 */
export async function cancelAtProvider(deps: PaymentsUnitDeps, superseded: PaymentRow[]): Promise<void> {
  const { provider, paymentsRepo, log } = deps;
  if (!provider.cancelCheckout) return;
  for (const attempt of superseded) {
    if (!attempt.providerOrderId) continue;
    try {
      await provider.cancelCheckout(attempt.merchantOrderId, attempt.providerOrderId);
      await paymentsRepo.stopChecking(attempt.id);
    } catch (error) {
      log.warn({ err: error, merchantOrderId: attempt.merchantOrderId }, 'superseded checkout not cancelled');
    }
  }
}

/** The next check of a pending attempt: PhonePe's ladder, but never past the checkout's expiry. */
function nextCheckAt(deps: PaymentsUnitDeps, payment: PaymentRow): Date {
  const t = deps.now();
  const ladder = t + nextCheckDelayMs(t - payment.createdAt.getTime());
  const expiry = payment.expiresAt.getTime();
  return new Date(t < expiry ? Math.min(ladder, expiry) : ladder);
}

/** Money moved, but not the amount this attempt asked for: never fulfil; a person must look. */
async function refuseMismatch(
  deps: PaymentsUnitDeps,
  payment: PaymentWithOrder,
  status: ProviderStatus,
): Promise<'FAILED'> {
  deps.log.error(
    {
      merchantOrderId: payment.merchantOrderId,
      expectedPaise: payment.amountPaise,
      paidPaise: status.amountPaise,
    },
    'PAYMENT AMOUNT MISMATCH: the order is not fulfilled and needs manual review',
  );
  return deps.db.transaction(async (tx) => {
    const settled = await deps.paymentsRepo.settle(tx, payment.id, 'FAILED', {
      paymentMode: status.paymentMode,
      raw: {
        mismatch: { expectedPaise: payment.amountPaise, paidPaise: status.amountPaise },
        provider: status.raw,
      },
    });
    if (settled) {
      await deps.orderWrites.appendNote(
        tx,
        payment.order,
        'system',
        `Payment ${payment.merchantOrderId} refused: paid ${formatPaise(status.amountPaise)}, expected ${formatPaise(payment.amountPaise)}; held for review`,
      );
    }
    return 'FAILED' as const;
  });
}

/** A failed or cancelled attempt: a note on the order, and the notice for the live attempt of an unpaid order. */
async function recordFailure(
  deps: PaymentsUnitDeps,
  tx: Queryable,
  attempt: { payment: PaymentWithOrder; settled: PaymentRow; order: OrderRow; actor: Actor },
): Promise<Outcome> {
  const { payment, settled, order, actor } = attempt;
  await deps.orderWrites.appendNote(
    tx,
    order,
    actor,
    `Payment ${payment.merchantOrderId} failed or was cancelled`,
  );
  // Only the live attempt of an unpaid order: a superseded tab closed later is no news.
  if (isPaymentOpen(payment.state) && isAwaitingPayment(order.status) && order.paidAt === null) {
    await deps.notices?.failed(tx, { payment: settled, order, at: new Date(deps.now()) });
  }
  return { state: 'FAILED' as const, superseded: [], refundId: undefined };
}

/**
 * A completed attempt: the unpaid order moves to in progress with its invoice, receipt and launch
 * plan. A payment completed for an order that was already paid or cancelled (two tabs, a superseded
 * checkout paid after all) has its full refund recorded in this transaction, and sent after the
 * commit (or by the reconciler).
 */
async function recordCompletion(
  deps: PaymentsUnitDeps,
  tx: Queryable,
  attempt: {
    payment: PaymentWithOrder;
    settled: PaymentRow;
    order: OrderRow;
    actor: Actor;
    method: string | null;
  },
): Promise<Outcome> {
  const { payment, settled, order, actor, method } = attempt;
  const move = {
    // Read again: the payment's trigger has just marked the order paid.
    order: (await deps.orderReads.findById(order.id, tx)) ?? order,
    to: 'in-progress' as const,
    writer: 'payment' as const,
    actor,
    reason: `Payment of ${formatPaise(payment.amountPaise)} received${method ? ` by ${method}` : ''} (${payment.merchantOrderId})`,
    paymentMethod: method,
  };
  if (order.paidAt === null && !(await deps.transitions.refusal(tx, move))) {
    await deps.transitions.move(tx, move);
    const invoice = await deps.billing?.issueInvoiceForPayment(tx, payment);
    // The receipt is queued first, so it arrives before the launch's "what we need from you".
    await deps.notices?.received(tx, { payment: settled, order, invoice, at: new Date(deps.now()) });
    await deps.fulfilment.startLaunch(tx, order.id, new Date(deps.now()));
    // The order is paid: its other live checkouts must not take a second payment.
    return {
      state: 'COMPLETED' as const,
      superseded: await deps.paymentsRepo.supersedeOpen(tx, order.id),
      refundId: undefined,
    };
  }
  deps.log.warn(
    { merchantOrderId: payment.merchantOrderId, orderStatus: order.status },
    'extra payment for an order already paid or cancelled: refunding it in full',
  );
  const refundId = (await deps.refunds.refundExtraPayment(tx, { ...payment, ...settled }, order))?.id;
  return { state: 'COMPLETED' as const, superseded: [], refundId };
}

/** Settles a completed or failed attempt and its order in one transaction. */
function settleAttempt(
  deps: PaymentsUnitDeps,
  payment: PaymentWithOrder,
  status: ProviderStatus,
  actor: Actor,
): Promise<Outcome> {
  const method = paymentMethodLabel(status.paymentMode);
  return deps.db.transaction(async (tx) => {
    // The order first, then the attempt: the same lock order as every other writer of both.
    const order = await deps.orderReads.lockById(tx, payment.orderId);
    if (!order) throw new Error('a payment without its order');
    const settled = await deps.paymentsRepo.settle(tx, payment.id, status.state as 'COMPLETED' | 'FAILED', {
      paymentMode: status.paymentMode,
      raw: status.raw,
    });
    if (!settled) {
      // Someone else applied this answer first (or the attempt was already paid).
      const current = await deps.paymentsRepo.findByMerchantOrderId(payment.merchantOrderId, tx);
      return { state: current?.state ?? payment.state, superseded: [], refundId: undefined };
    }
    if (isPaymentFailed(status.state)) return recordFailure(deps, tx, { payment, settled, order, actor });
    return recordCompletion(deps, tx, { payment, settled, order, actor, method });
  });
}

/**
 * The one transition function. Webhooks, status checks and the reconciler all end here, each
 * with a status just read from the provider. Conditional updates in one transaction make the
 * second of two racing callers a no-op.
 */
export async function applyProviderStatus(
  deps: PaymentsUnitDeps,
  payment: PaymentWithOrder,
  status: ProviderStatus,
  actor: Actor,
): Promise<PaymentState> {
  if (!isPaymentSettled(status.state)) {
    if (isPaymentOpen(payment.state))
      await deps.paymentsRepo.markChecked(payment.id, status.raw, nextCheckAt(deps, payment));
    return payment.state;
  }
  if (isPaymentPaid(status.state) && status.amountPaise !== payment.amountPaise) {
    return refuseMismatch(deps, payment, status);
  }
  const outcome = await settleAttempt(deps, payment, status, actor);
  await cancelAtProvider(deps, outcome.superseded);
  if (outcome.refundId) await deps.refunds.sendNow(outcome.refundId);
  return outcome.state;
}

/** Reads the attempt's status from the provider and applies it. */
export async function refreshFromProvider(
  deps: PaymentsUnitDeps,
  payment: PaymentWithOrder,
  actor: Actor,
): Promise<PaymentState> {
  const status = await deps.provider.getStatus(payment.merchantOrderId, payment.providerOrderId);
  return applyProviderStatus(deps, payment, status, actor);
}
