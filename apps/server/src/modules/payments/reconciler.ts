import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { PaymentsService } from './payments.service.ts';
import type { RefundsService } from './refunds.service.ts';

/**
 * Re-checks pending payment attempts (and sends or checks refunds) on their backoff schedule, in the
 * background of every instance; claims are row-level, so instances never check the same attempt.
 */
export function startReconciler(
  payments: PaymentsService,
  refunds: RefundsService,
  log: FastifyBaseLogger,
  intervalMs = 2000,
) {
  return startBackgroundLoop({
    name: 'reconciler',
    async pass(stopped) {
      // Keep going while full batches come back, so a backlog drains quickly.
      while (!stopped() && (await payments.reconcileDue(20)) === 20) {}
      while (!stopped() && (await refunds.reconcileDue(20)) === 20) {}
    },
    intervalMs,
    log,
    failureMessage: 'reconciler pass failed',
  });
}
