import { randomBytes } from 'node:crypto';

/**
 * How long the provider keeps a checkout open (PhonePe allows 300–3600 s; Razorpay's links last at
 * least 16 minutes). Short, so that an abandoned checkout stops being payable and being polled soon.
 */
export const CHECKOUT_TTL_SECONDS = 10 * 60;
/** A provider that cannot be reached is retried this long past the checkout's expiry, then left. */
export const UNREACHABLE_GRACE_MS = 60 * 60 * 1000;
/** How long a resumed initiate waits for the first one to get its checkout from the provider. */
export const RESUME_WAIT_MS = 20_000;
/** PhonePe's advice: the first status check about 20 s after the payment starts. */
export const FIRST_CHECK_DELAY_MS = 20 * 1000;

/**
 * When to ask the provider next about a pending attempt, by its age: PhonePe's reconciliation
 * ladder (every 3 s, then 6 s, 10 s, 30 s, then once a minute).
 */
export function nextCheckDelayMs(ageMs: number): number {
  const s = ageMs / 1000;
  if (s < 50) return 3_000;
  if (s < 110) return 6_000;
  if (s < 170) return 10_000;
  if (s < 230) return 30_000;
  return 60_000;
}

/** A fresh provider-safe attempt id: letters and digits, 22 characters (Razorpay allows 40). */
export function newMerchantOrderId(now: Date = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `LP${day}${randomBytes(7).toString('hex').toUpperCase()}`;
}

/** The sentence of a 429 on initiation, saying when to try again. */
export function initiationLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} seconds`
      : minutes === 1
        ? '1 minute'
        : `${minutes} minutes`;
  return `Too many payment attempts. Please try again in ${wait}.`;
}
