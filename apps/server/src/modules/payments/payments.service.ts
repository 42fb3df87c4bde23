import type { initiatePaymentRequestSchema, paymentHistoryQuerySchema } from '@launchpad/shared';
import type { z } from 'zod';
import type { Queryable } from '../../db/queryable.ts';
import type { PaymentRow, UserRow } from '../../db/schema.ts';
import { initiatePayment } from './initiate-payment.ts';
import { paymentHistory } from './payment-history.ts';
import { paymentStatus } from './payment-status.ts';
import { handlePaymentWebhook } from './payment-webhook.ts';
import type { PaymentWithOrder } from './payments.repository.ts';
import type { Actor, PaymentsDeps } from './payments-deps.ts';
import type { ProviderStatus } from './providers/provider.ts';
import { reconcileDuePayments } from './reconcile-payments.ts';
import { applyProviderStatus, cancelAtProvider } from './settle-payment.ts';
import { createStatusChecks } from './status-checks.ts';

export {
  CHECKOUT_TTL_SECONDS,
  FIRST_CHECK_DELAY_MS,
  initiationLimitMessage,
  newMerchantOrderId,
  nextCheckDelayMs,
  UNREACHABLE_GRACE_MS,
} from './payment-timing.ts';
export type { Actor } from './payments-deps.ts';

/**
 * The money path of a customer's payment, one use case per unit: initiate (initiate-payment.ts),
 * the status check and the history (payment-status.ts, payment-history.ts), the provider's webhook
 * (payment-webhook.ts), settling a provider's answer (settle-payment.ts) and the reconciler's pass
 * (reconcile-payments.ts).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const unit = { ...deps, now: deps.now ?? Date.now };
  const statusChecks = createStatusChecks(deps.rateLimiter);
  const closeSuperseded = (superseded: PaymentRow[]) => cancelAtProvider(unit, superseded);

  return {
    applyProviderStatus: (payment: PaymentWithOrder, status: ProviderStatus, actor: Actor) =>
      applyProviderStatus(unit, payment, status, actor),
    cancelAtProvider: closeSuperseded,
    initiate: (user: UserRow, input: z.output<typeof initiatePaymentRequestSchema>) =>
      initiatePayment(unit, user, input),
    /** The attempt for its owner (or an admin), refreshed from the provider while it is pending. */
    status: (user: UserRow, merchantOrderId: string) =>
      paymentStatus({ ...unit, statusChecks }, user, merchantOrderId),
    /** A page of the customer's payment history, newest first (cursor like the admin lists). */
    list: (user: UserRow, query: z.output<typeof paymentHistoryQuerySchema>) =>
      paymentHistory(unit, user, query),
    /** A provider's notification, treated as a hint to re-read the status. */
    handleWebhook: (
      route: 'phonepe' | 'razorpay',
      headers: Record<string, string | string[] | undefined>,
      rawBody: Buffer,
    ) => handlePaymentWebhook(unit, route, headers, rawBody),
    /**
     * Supersedes the open checkouts of an order being cancelled, in the caller's transaction; pass
     * what it returns to `closeSuperseded` after the commit.
     */
    supersedeOpen: (tx: Queryable, orderId: string) => deps.paymentsRepo.supersedeOpen(tx, orderId),
    closeSuperseded,
    /** One reconciler pass over the due attempts; how many it claimed. */
    reconcileDue: (limit = 20) => reconcileDuePayments(unit, limit),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
