import { type PaymentStatusResponse, paymentMessages } from '@launchpad/shared';
import { ApiError } from '../../lib/api-client.ts';

export type PaymentResultKind = 'verifying' | 'success' | 'failed' | 'processing';

export interface PaymentResultView {
  kind: PaymentResultKind;
  message: string;
}

/** Where the attempt id comes from: the URL first, then the record kept before leaving (spec §4). */
export function resolveMerchantOrderId(fromQuery: string | null, fromStorage: string | null): string | null {
  return fromQuery?.trim() || fromStorage?.trim() || null;
}

/** Without an attempt id only the provider's `status` query hint is left (spec §4). */
export function resultWithoutOrderId(statusHint: string | null): PaymentResultView {
  if (statusHint === 'success') return { kind: 'success', message: paymentMessages.completed };
  if (statusHint === 'failed') return { kind: 'failed', message: paymentMessages.failedOrCancelled };
  return { kind: 'failed', message: paymentMessages.noInformation };
}

export function resultFromStatus(response: PaymentStatusResponse): PaymentResultView {
  if (response.status === 'COMPLETED') return { kind: 'success', message: paymentMessages.completed };
  if (response.status === 'FAILED') return { kind: 'failed', message: paymentMessages.failed };
  return { kind: 'processing', message: paymentMessages.processing };
}

/**
 * A check that did not succeed. Unlike the original client, a check the server could not finish
 * (provider unreachable, network down) is shown as still processing with a way to refresh: telling
 * a buyer "failed" while the money may be on its way invites a second payment.
 */
export function resultFromError(error: unknown): PaymentResultView {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500) {
      return { kind: 'processing', message: error.serverMessage ?? paymentMessages.unableToVerifyFallback };
    }
    if (error.status === 404) return { kind: 'failed', message: paymentMessages.noInformation };
    return { kind: 'failed', message: error.serverMessage ?? paymentMessages.unableToVerifyFallback };
  }
  return { kind: 'failed', message: paymentMessages.contactSupport };
}
