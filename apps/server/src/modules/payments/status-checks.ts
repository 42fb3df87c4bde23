import type { RateLimiter } from '../../lib/rate-limiter.ts';

/** At most one provider status call per attempt in this window, however many callers ask. */
export const STATUS_CHECK_WINDOW_MS = 3_000;

/**
 * Coalesces the provider status calls that customers' status checks cause. Callers in this
 * instance asking about the same attempt at once share one call; across instances, a slot per
 * attempt in the rate limiter's store (Redis when instances share it) lets one call through per
 * window, and the others answer from what the database holds (the last check, or a webhook).
 */
export function createStatusChecks(gate: RateLimiter, windowMs = STATUS_CHECK_WINDOW_MS) {
  const inFlight = new Map<string, Promise<void>>();

  return {
    /** Runs `call` unless another caller is running it or ran it less than `windowMs` ago. */
    run(merchantOrderId: string, call: () => Promise<void>): Promise<void> {
      const running = inFlight.get(merchantOrderId);
      if (running) return running;
      const shared = (async () => {
        const slot = await gate.hit(`payment-status-call:${merchantOrderId}`, { max: 1, windowMs });
        if (slot.allowed) await call();
      })().finally(() => inFlight.delete(merchantOrderId));
      inFlight.set(merchantOrderId, shared);
      return shared;
    },
  };
}

export type StatusChecks = ReturnType<typeof createStatusChecks>;

/** The sentence of a 429 on status checks, saying when to try again. */
export function statusLimitMessage(retryAfterSeconds: number): string {
  return `Too many payment status checks. Please try again in ${retryAfterSeconds} seconds.`;
}
