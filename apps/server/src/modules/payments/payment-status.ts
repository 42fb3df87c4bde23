import {
  isPaymentOpen,
  isPaymentPaid,
  isStaffRole,
  type PaymentAttempt,
  paymentStateMessages,
} from '@launchpad/shared';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWhenLimited } from '../../lib/rate-limiter.ts';
import { invoiceIdsOf, toAttempt } from './payment-attempts.ts';
import type { PaymentsUnitDeps } from './payments-deps.ts';
import { providerUnavailable } from './provider-unavailable.ts';
import { ProviderError } from './providers/provider.ts';
import { refreshFromProvider } from './settle-payment.ts';
import { type StatusChecks, statusLimitMessage } from './status-checks.ts';

/** The attempt for its owner (or an admin), refreshed from the provider while it is pending. */
export async function paymentStatus(
  deps: PaymentsUnitDeps & { statusChecks: StatusChecks },
  user: UserRow,
  merchantOrderId: string,
): Promise<{ attempt: PaymentAttempt; message: string }> {
  const { paymentsRepo, log } = deps;
  const limit = await deps.rateLimiter.hit(`payment-status:${user.id}`, deps.statusLimit);
  refuseWhenLimited(limit, statusLimitMessage(limit.retryAfterSeconds));
  let payment = await paymentsRepo.findByMerchantOrderId(merchantOrderId);
  if (!payment || (payment.order.userId !== user.id && !isStaffRole(user.role))) {
    throw new AppError('not_found', 'No payment with this reference');
  }
  if (isPaymentOpen(payment.state)) {
    const pending = payment;
    // However many ask, the provider hears about one attempt once per window.
    await deps.statusChecks.run(merchantOrderId, async () => {
      try {
        await refreshFromProvider(deps, pending, 'provider');
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, merchantOrderId }, 'status check could not reach the provider');
        await paymentsRepo.checkSoon(pending.id);
        throw providerUnavailable(error);
      }
    });
    payment = (await paymentsRepo.findByMerchantOrderId(merchantOrderId)) ?? payment;
  }
  const [paymentRefunds, invoiceIds] = await Promise.all([
    deps.refundsRepo.listByOrders([payment.orderId]),
    invoiceIdsOf(deps.billing, isPaymentPaid(payment.state) ? [payment.id] : []),
  ]);
  return {
    attempt: toAttempt(payment, paymentRefunds, invoiceIds),
    message: paymentStateMessages[payment.state],
  };
}
