import { isPaymentPaid, messages } from '@launchpad/shared';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentsUnitDeps } from './payments-deps.ts';
import { type PaymentProvider, ProviderError, WebhookAuthError } from './providers/provider.ts';
import { refreshFromProvider } from './settle-payment.ts';

type WebhookResult = 'applied' | 'ignored' | 'deferred';

/** Authenticates a provider's notification; a forged one is a 401. */
function verify(
  deps: PaymentsUnitDeps,
  route: 'phonepe' | 'razorpay',
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): ReturnType<PaymentProvider['verifyWebhook']> {
  const speaks = deps.provider.name === 'sandbox' ? 'phonepe' : deps.provider.name;
  if (route !== speaks) throw new AppError('not_found', messages.routeNotFound);
  try {
    return deps.provider.verifyWebhook(headers, rawBody);
  } catch (error) {
    if (error instanceof WebhookAuthError) {
      deps.log.warn({ route }, 'webhook with bad credentials refused');
      throw new AppError('unauthenticated', 'Webhook authentication failed');
    }
    throw error;
  }
}

/** Re-reads the status of the attempt a notification names, or leaves it to the reconciler. */
async function recheckPayment(
  deps: PaymentsUnitDeps,
  merchantOrderId: string,
  event: string,
): Promise<WebhookResult> {
  const { paymentsRepo, log } = deps;
  const payment = await paymentsRepo.findByMerchantOrderId(merchantOrderId);
  if (!payment) {
    log.warn({ merchantOrderId, event }, 'webhook for an unknown payment');
    return 'ignored';
  }
  if (isPaymentPaid(payment.state)) return 'ignored';
  try {
    await refreshFromProvider(deps, payment, 'provider');
    return 'applied';
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ err: error, merchantOrderId: payment.merchantOrderId }, 'webhook re-check deferred');
    await paymentsRepo.checkSoon(payment.id);
    return 'deferred';
  }
}

/**
 * A provider's notification: authenticated, then treated as a hint to re-read the status.
 * Answers quickly; when the provider cannot be asked now, the reconciler asks soon.
 */
export async function handlePaymentWebhook(
  deps: PaymentsUnitDeps,
  route: 'phonepe' | 'razorpay',
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): Promise<WebhookResult> {
  const notice = verify(deps, route, headers, rawBody);
  if (notice.refund) {
    try {
      return await deps.refunds.handleNotice(notice.refund);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn(
        { err: error, event: notice.event },
        'refund webhook re-check deferred to the reconciler',
      );
      return 'deferred';
    }
  }
  if (!notice.merchantOrderId) return 'ignored';
  return recheckPayment(deps, notice.merchantOrderId, notice.event);
}
