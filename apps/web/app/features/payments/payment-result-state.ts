import {
  addDays,
  DUPLICATE_PAYMENT_REASON,
  indiaDate,
  isPaymentFailed,
  isPaymentOpen,
  isPaymentPaid,
  type PaymentStatusResponse,
  paymentMessages,
  paymentStateMessages,
  plannedLaunchDays,
  refundInWords,
} from '@launchpad/shared';
import { ApiError } from '../../lib/api-client.ts';

export type PaymentResultKind =
  | 'verifying'
  | 'success'
  | 'failed'
  | 'processing'
  | 'signedOut'
  | 'closed'
  | 'refunded';

export interface PaymentResultView {
  kind: PaymentResultKind;
  message: string;
}

/** Where the attempt id comes from: the URL first, then the record kept before leaving. */
export function resolveMerchantOrderId(fromQuery: string | null, fromStorage: string | null): string | null {
  return fromQuery?.trim() || fromStorage?.trim() || null;
}

/** Without an attempt id only the provider's `status` query hint is left. */
export function resultWithoutOrderId(statusHint: string | null): PaymentResultView {
  if (statusHint === 'success') return { kind: 'success', message: paymentMessages.completed };
  if (statusHint === 'failed') return { kind: 'failed', message: paymentMessages.failedOrCancelled };
  return { kind: 'failed', message: paymentMessages.noInformation };
}

export function resultFromStatus(response: PaymentStatusResponse): PaymentResultView {
  const message = paymentStateMessages[response.status];
  if (isPaymentPaid(response.status)) {
    // The order was already paid (another tab, an old checkout): this payment goes back in full.
    const extra = response.data.refunds.find((refund) => refund.reason === DUPLICATE_PAYMENT_REASON);
    if (extra) {
      return {
        kind: 'refunded',
        message: `This order was already paid, so this payment is refunded in full: ${refundInWords(extra)}`,
      };
    }
    return { kind: 'success', message };
  }
  if (isPaymentFailed(response.status)) return { kind: 'failed', message };
  if (isPaymentOpen(response.status)) return { kind: 'processing', message };
  // Closed without the provider's answer: replaced by a newer checkout, or expired unpaid.
  return { kind: 'closed', message };
}

/**
 * A check that did not succeed. Unlike the original client, a check the server could not finish
 * (provider unreachable, network down) is shown as still processing with a way to refresh: telling
 * a buyer "failed" while the money may be on its way invites a second payment.
 */
export function resultFromError(error: unknown): PaymentResultView {
  if (error instanceof ApiError) {
    // Opened in another browser, the payment app's webview or after the session ended: the attempt
    // could not be read, which says nothing about the payment.
    if (error.status === 401) return { kind: 'signedOut', message: paymentMessages.signInToSeeStatus };
    if (error.status === 0 || error.status >= 500) {
      return { kind: 'processing', message: error.serverMessage ?? paymentMessages.unableToVerifyFallback };
    }
    if (error.status === 404) return { kind: 'failed', message: paymentMessages.noInformation };
    return { kind: 'failed', message: error.serverMessage ?? paymentMessages.unableToVerifyFallback };
  }
  return { kind: 'failed', message: paymentMessages.contactSupport };
}

/**
 * The launch day a paid attempt's plan gives, as the order's tracker first plans it: the day of
 * payment in India plus the package's planned days (`YYYY-MM-DD`), and those days.
 */
export function plannedLaunchOf(attempt: { packageId: string; updatedAt: string }): {
  date: string;
  days: number;
} {
  const days = plannedLaunchDays(attempt.packageId);
  return { date: addDays(indiaDate(new Date(attempt.updatedAt)), days), days };
}
