import type { FastifyBaseLogger } from 'fastify';
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
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      // Keep going while full batches come back, so a backlog drains quickly.
      while (!stopped && (await payments.reconcileDue(20)) === 20) {}
      while (!stopped && (await refunds.reconcileDue(20)) === 20) {}
    } catch (error) {
      log.warn({ err: error }, 'reconciler pass failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
