import { isPaymentOpen, isPaymentPaid } from '@launchpad/shared';
import { nextCheckDelayMs, UNREACHABLE_GRACE_MS } from './payment-timing.ts';
import type { PaymentWithOrder } from './payments.repository.ts';
import type { PaymentsUnitDeps } from './payments-deps.ts';
import { applyProviderStatus } from './settle-payment.ts';

/** Asks the provider about one due attempt and settles, expires or lets it be. */
async function checkDue(deps: PaymentsUnitDeps, payment: PaymentWithOrder): Promise<void> {
  const { paymentsRepo, now } = deps;
  const status = await deps.provider.getStatus(payment.merchantOrderId, payment.providerOrderId);
  if (!isPaymentOpen(payment.state)) {
    if (isPaymentPaid(status.state)) await applyProviderStatus(deps, payment, status, 'system');
    await paymentsRepo.stopChecking(payment.id);
  } else if (isPaymentOpen(status.state) && now() >= payment.expiresAt.getTime()) {
    await paymentsRepo.expire(deps.db, payment.id, status.raw);
  } else {
    await applyProviderStatus(deps, payment, status, 'system');
  }
}

/** A check that failed: retried on the ladder, or given up an hour past the checkout's expiry. */
async function retryOrGiveUp(deps: PaymentsUnitDeps, payment: PaymentWithOrder): Promise<void> {
  const { paymentsRepo, now } = deps;
  if (now() > payment.expiresAt.getTime() + UNREACHABLE_GRACE_MS) {
    // The provider has been unreachable for an hour past expiry: stop asking. A late
    // webhook still settles the attempt.
    if (isPaymentOpen(payment.state)) await paymentsRepo.expire(deps.db, payment.id, { gaveUp: true });
    else await paymentsRepo.stopChecking(payment.id);
  } else {
    const age = now() - payment.createdAt.getTime();
    await paymentsRepo.retryCheck(payment.id, new Date(now() + nextCheckDelayMs(age)));
  }
}

/**
 * One reconciler pass: claims due attempts and settles what the provider knows. A pending
 * attempt is asked on PhonePe's ladder until its checkout expires, then once more, and is
 * EXPIRED if still unpaid; a superseded one gets only that last look.
 */
export async function reconcileDuePayments(deps: PaymentsUnitDeps, limit: number): Promise<number> {
  const due = await deps.paymentsRepo.claimDue(limit, 60);
  for (const payment of due) {
    try {
      await checkDue(deps, payment);
    } catch (error) {
      deps.log.warn(
        { err: error, merchantOrderId: payment.merchantOrderId },
        'reconciler check failed; will retry',
      );
      await retryOrGiveUp(deps, payment);
    }
  }
  return due.length;
}
