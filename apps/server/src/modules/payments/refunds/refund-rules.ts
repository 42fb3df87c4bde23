import { randomBytes } from 'node:crypto';
import {
  formatInr,
  type OfflineRefundDetails,
  offlineRefundDetailsSchema,
  type Refund,
} from '@launchpad/shared';
import type { PaymentRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { RefundablePayment, RefundWithPayment } from '../refunds.repository.ts';

/** The `provider` of a payment an admin recorded as received offline (bank transfer, cheque, cash). */
export const OFFLINE_PROVIDER = 'offline';

export const OFFLINE_REFUND_REFUSAL =
  'This order was paid offline: return the money the same way, then record it here as an offline refund with its reference.';

/** What an admin recorded of money returned offline, kept in the refund's `raw` (as offline payments keep theirs). */
export function offlineRefundOf(refund: { raw: unknown }): OfflineRefundDetails | null {
  const parsed = offlineRefundDetailsSchema.safeParse((refund.raw as { offline?: unknown } | null)?.offline);
  return parsed.success ? parsed.data : null;
}

/** How long an instance holds a refund it is sending or checking. */
export const LEASE_SECONDS = 60;

/** When to ask about a refund still on its way: soon at first, then at most hourly (they take days). */
export function nextRefundCheckDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 5_000 * 2 ** Math.min(attempts, 10));
}

/** A fresh refund id: letters and digits (PhonePe allows 63, Razorpay's receipt 40). */
export function newMerchantRefundId(now: Date = new Date(), prefix: 'RF' | 'RO' = 'RF'): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(7).toString('hex').toUpperCase()}`;
}

export function toRefund(row: RefundWithPayment): Refund {
  return {
    id: row.id,
    merchantRefundId: row.merchantRefundId,
    merchantOrderId: row.merchantOrderId,
    amount: row.amountPaise / 100,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    offline: offlineRefundOf(row),
  };
}

export function isRefundBoundViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23514' && candidate.constraint === 'refunds_within_paid') return true;
    current = candidate.cause;
  }
  return false;
}

export const tooMuch = (refundablePaise: number) =>
  new AppError(
    'validation_failed',
    refundablePaise > 0
      ? `At most ${formatInr(refundablePaise / 100)} can be refunded for this order`
      : 'Everything paid for this order has already been refunded',
    [{ path: 'amount', message: `At most ${formatInr(refundablePaise / 100)}` }],
  );

/**
 * The payments a refund may go back to, the one it takes first leading: a provider's refund goes
 * only to the provider's payments; money returned offline may answer any payment of the order, a
 * payment received offline first. An extra payment is never among them (it is refunded by itself).
 */
export function refundTargets(completed: RefundablePayment[], offline: boolean) {
  const isOffline = (payment: PaymentRow) => payment.provider === OFFLINE_PROVIDER;
  return completed
    .filter((c) => !c.extra && (offline || !isOffline(c.payment)))
    .map((c) => ({ payment: c.payment, leftPaise: c.payment.amountPaise - c.committedPaise }))
    .sort((a, b) => Number(isOffline(b.payment)) - Number(isOffline(a.payment)) || b.leftPaise - a.leftPaise);
}
