import { formatInr, isRefundCompleted, isRefundInFlight, offlineRefundWords } from '@launchpad/shared';
import type { Queryable } from '../../../db/queryable.ts';
import type { RefundRow } from '../../../db/schema.ts';
import type { OrderFactsReader } from '../../orders/index.ts';
import type { ProviderRefundStatus } from '../providers/provider.ts';
import type { RefundsRepository, RefundWithPayment } from '../refunds.repository.ts';
import type { RefundsUnitDeps } from './refund-deps.ts';
import { nextRefundCheckDelayMs, offlineRefundOf } from './refund-rules.ts';

/** Paid is what completed payments brought in; fully refunded when completed refunds gave it all back. */
export function factsReader(refundsRepo: RefundsRepository): OrderFactsReader {
  return async (tx, order) => {
    const money = await refundsRepo.orderMoney(tx, order.id);
    return {
      paid: order.paidAt !== null,
      fullyRefunded: money.paidPaise > 0 && money.refundedPaise >= money.paidPaise,
    };
  };
}

/**
 * Settles a refund in the state the provider gave, under its order's row lock: the order and the
 * settled refund, or undefined when another delivery settled it first.
 */
async function settleLocked(
  deps: RefundsUnitDeps,
  tx: Queryable,
  refund: RefundRow,
  state: 'COMPLETED' | 'FAILED',
  raw: unknown,
) {
  const order = await deps.orderReads.lockById(tx, refund.orderId);
  if (!order) throw new Error('a refund without its order');
  const settled = await deps.refundsRepo.settle(tx, refund.id, state, raw);
  return settled ? { order, settled } : undefined;
}

/** The timeline's line of a completed refund; one returned offline says how, when and its reference. */
function completedNote(refund: RefundRow): string {
  const offline = offlineRefundOf(refund);
  const amount = formatInr(refund.amountPaise / 100);
  return offline
    ? `${amount} refunded offline ${offlineRefundWords(offline)}: ${refund.reason}`
    : `${amount} refunded: ${refund.reason}`;
}

/**
 * The one place where a refund becomes COMPLETED, inside the transaction that settles it: the
 * timeline, the order's cancellation when everything paid went back (and it was not completed),
 * and the hooks that must happen with it. `actor` is the provider, or the admin who recorded
 * money returned offline.
 */
export async function completeRefund(
  deps: RefundsUnitDeps,
  tx: Queryable,
  refund: RefundRow,
  raw: unknown,
  actor = 'provider',
): Promise<boolean> {
  const { orderWrites, refundsRepo } = deps;
  const done = await settleLocked(deps, tx, refund, 'COMPLETED', raw);
  if (!done) return false;
  const { order, settled } = done;
  await orderWrites.appendNote(tx, order, actor, completedNote(settled));
  const facts = await factsReader(refundsRepo)(tx, order);
  const transitions = deps.transitions();
  // The table says which orders a full refund cancels (one in work, not one completed).
  if (facts.fullyRefunded && transitions) {
    const move = {
      order,
      to: 'cancelled' as const,
      writer: 'refund' as const,
      actor: 'system',
      reason: 'Refunded in full',
    };
    if (!(await transitions.refusal(tx, move))) await transitions.move(tx, move);
  }
  for (const hook of deps.onRefundCompleted ?? []) await hook(tx, settled, order);
  return true;
}

async function failRefund(
  deps: RefundsUnitDeps,
  tx: Queryable,
  refund: RefundRow,
  raw: unknown,
): Promise<boolean> {
  const done = await settleLocked(deps, tx, refund, 'FAILED', raw);
  if (!done) return false;
  const { order, settled } = done;
  deps.log.error(
    { merchantRefundId: refund.merchantRefundId },
    'REFUND FAILED at the provider: needs a person',
  );
  await deps.orderWrites.appendNote(
    tx,
    order,
    'provider',
    `Refund of ${formatInr(settled.amountPaise / 100)} failed: ${settled.reason}`,
  );
  return true;
}

/** Applies what the provider said about a refund; the settle is conditional, so twice is once. */
export async function applyRefundStatus(
  deps: RefundsUnitDeps,
  refund: RefundWithPayment,
  status: ProviderRefundStatus,
): Promise<void> {
  if (isRefundInFlight(status.state)) {
    await deps.refundsRepo.markChecked(
      refund.id,
      new Date(deps.now() + nextRefundCheckDelayMs(refund.checkAttempts)),
    );
    return;
  }
  await deps.db.transaction((tx) =>
    isRefundCompleted(status.state)
      ? completeRefund(deps, tx, refund, status.raw)
      : failRefund(deps, tx, refund, status.raw),
  );
}

/** A refund webhook: authenticated by the caller, then the refund's status is re-read. */
export async function handleRefundNotice(
  deps: RefundsUnitDeps,
  ids: { merchantRefundId: string | null; providerRefundId: string | null },
) {
  const { refundsRepo } = deps;
  const refund = await refundsRepo.findByProviderIds(ids);
  if (!refund) return 'ignored' as const;
  if (!isRefundInFlight(refund.state)) return 'ignored' as const;
  const status = await deps.provider.getRefundStatus(refund.merchantRefundId, refund.providerRefundId);
  if (status.providerRefundId && !refund.providerRefundId) {
    await refundsRepo.markSent(refund.id, status.providerRefundId, status.raw);
  }
  await applyRefundStatus(deps, refund, status);
  return 'applied' as const;
}
