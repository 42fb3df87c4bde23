import { ProviderError, type ProviderRefundStatus } from '../providers/provider.ts';
import type { RefundWithPayment } from '../refunds.repository.ts';
import type { RefundsUnitDeps } from './refund-deps.ts';
import { LEASE_SECONDS, nextRefundCheckDelayMs } from './refund-rules.ts';
import { applyRefundStatus } from './settle-refund.ts';

function askForRefund(deps: RefundsUnitDeps, refund: RefundWithPayment): Promise<ProviderRefundStatus> {
  return deps.provider.refund({
    merchantOrderId: refund.merchantOrderId,
    providerOrderId: refund.providerOrderId,
    merchantRefundId: refund.merchantRefundId,
    amountPaise: refund.amountPaise,
  });
}

/** The refund's status; sent again only when the provider never received it. */
async function statusOrResend(
  deps: RefundsUnitDeps,
  refund: RefundWithPayment,
): Promise<ProviderRefundStatus> {
  try {
    return await deps.provider.getRefundStatus(refund.merchantRefundId, refund.providerRefundId);
  } catch (error) {
    if (!(error instanceof ProviderError && error.status === 404 && refund.sentAt === null)) throw error;
    return askForRefund(deps, refund);
  }
}

/**
 * Sends a claimed refund, or asks about one already sent. A refund that may have reached the
 * provider is asked about before it is sent again (PhonePe's advice: a second request for a
 * refund still in flight can fail or refund twice).
 */
async function work(deps: RefundsUnitDeps, refund: RefundWithPayment): Promise<void> {
  const { refundsRepo } = deps;
  try {
    const firstTime = refund.sentAt === null && refund.checkAttempts === 0;
    const status = firstTime ? await askForRefund(deps, refund) : await statusOrResend(deps, refund);
    await refundsRepo.markSent(refund.id, status.providerRefundId, status.raw);
    await applyRefundStatus(deps, refund, status);
  } catch (error) {
    deps.log.warn(
      { err: error, merchantRefundId: refund.merchantRefundId },
      'refund not sent or checked; will retry',
    );
    await refundsRepo.markChecked(
      refund.id,
      new Date(deps.now() + nextRefundCheckDelayMs(refund.checkAttempts)),
    );
  }
}

/** Sends a refund just recorded, unless another instance got to it first. */
export async function sendRefundNow(deps: RefundsUnitDeps, refundId: string): Promise<void> {
  const claimed = await deps.refundsRepo.claim(refundId, LEASE_SECONDS);
  if (claimed) await work(deps, claimed);
}

/** One reconciler pass over refunds that are due to be sent or checked. */
export async function reconcileDueRefunds(deps: RefundsUnitDeps, limit: number): Promise<number> {
  const due = await deps.refundsRepo.claimDue(limit, LEASE_SECONDS);
  for (const refund of due) await work(deps, refund);
  return due.length;
}
