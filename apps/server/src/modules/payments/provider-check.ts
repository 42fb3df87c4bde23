import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from './providers/provider.ts';

/**
 * Tries the payment provider's credentials once, when the server starts listening, and says in one
 * log line whether they work. A failure is not fatal: an outage of the provider must not keep the
 * shop closed, and payments start working as soon as the provider answers again.
 */
export async function checkPaymentProvider(
  provider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await provider.checkCredentials();
    log.info({ provider: provider.name }, `payment provider ${provider.name}: credentials accepted`);
    return true;
  } catch (error) {
    log.error(
      { provider: provider.name, err: error },
      `payment provider ${provider.name}: credentials NOT accepted or provider not reachable (${(error as Error).message}); payments fail until this is fixed`,
    );
    return false;
  }
}
