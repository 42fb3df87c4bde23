import { messages } from '@launchpad/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ProviderError } from './providers/provider.ts';

/** Seconds a buyer is asked to wait before trying again when the provider is not answering. */
const RETRY_AFTER_SECONDS = 60;

/**
 * What the buyer is told when the payment provider fails them: 503 when it did not answer at all
 * (down, unreachable, timed out), 502 when it answered with an error or something unreadable. Never
 * a 500: nothing is wrong with the shop, and the same request will work once the provider is back.
 */
export function providerUnavailable(error: ProviderError): AppError {
  return new AppError(
    error.unreachable ? 'payment_provider_unavailable' : 'payment_provider_error',
    messages.paymentProviderUnavailable,
    undefined,
    RETRY_AFTER_SECONDS,
  );
}
