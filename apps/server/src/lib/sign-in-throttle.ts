import type { RateLimitRule } from '../config/env.ts';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter.ts';

// Failed sign-ins are counted twice. Per account and client address, strictly: past the limit that
// address gets 429 for that account until the window ends. Per account, across all addresses,
// with growing delays instead of a lock: a stranger guessing from many addresses slows every
// attempt on the account down, but cannot stop the owner from signing in from their own address.

const accountKey = (email: string) => `login:fail:${email}`;
const pairKey = (email: string, address: string) => `login:fail:${email}:${address}`;

/** The longest an attempt on one account waits. */
export const MAX_SIGN_IN_DELAY_MS = 8000;

/** How long an attempt waits after `failures` failed sign-ins on the account in the window. */
export function signInDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - freeFailures), MAX_SIGN_IN_DELAY_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSignInThrottle(
  rateLimiter: RateLimiter,
  rule: RateLimitRule,
  sleep: (ms: number) => Promise<void> = wait,
) {
  return {
    /** Before a password is checked: refuses a throttled (account, address), then waits the account's delay. */
    async beforeAttempt(email: string, address: string, messageWhenLimited: string): Promise<void> {
      refuseWhenLimited(await rateLimiter.peek(pairKey(email, address), rule), messageWhenLimited);
      const account = await rateLimiter.peek(accountKey(email), rule);
      const delay = signInDelayMs(account.count - 1, rule.max);
      if (delay > 0) await sleep(delay);
    },

    async failed(email: string, address: string): Promise<void> {
      await rateLimiter.hit(pairKey(email, address), rule);
      await rateLimiter.hit(accountKey(email), rule);
    },

    async succeeded(email: string, address: string): Promise<void> {
      await clearSignInThrottling(rateLimiter, email, address);
    },
  };
}

/**
 * Lifts the account's sign-in delays, and the strict limit of `address` when given (the address
 * the owner proved themselves from, e.g. by a password reset).
 */
export async function clearSignInThrottling(
  rateLimiter: RateLimiter,
  email: string,
  address?: string,
): Promise<void> {
  await rateLimiter.reset(accountKey(email));
  if (address) await rateLimiter.reset(pairKey(email, address));
}
