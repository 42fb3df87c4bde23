import { messages } from '@launchpad/shared';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config/env.ts';
import { AppError } from './app-error.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters: in memory on one instance, in Redis when instances share limits. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Counts without consuming, e.g. to refuse before an expensive check. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Refuses an attempt that a `hit` or `peek` found over its limit: 429 with the seconds to wait
 * (the Retry-After header), and the generic message unless the caller has a more precise one.
 */
export function refuseWhenLimited(result: RateLimitResult, message: string = messages.rateLimited): void {
  if (!result.allowed) throw new AppError('rate_limited', message, undefined, result.retryAfterSeconds);
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();

  const current = (key: string) => {
    const w = windows.get(key);
    return w && w.resetAt > now() ? w : undefined;
  };
  const result = (count: number, resetAt: number, rule: RateLimitRule): RateLimitResult => ({
    allowed: count <= rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });

  return {
    async hit(key, rule) {
      const w = current(key) ?? { count: 0, resetAt: now() + rule.windowMs };
      w.count += 1;
      windows.set(key, w);
      return result(w.count, w.resetAt, rule);
    },
    async peek(key, rule) {
      const w = current(key);
      return w ? result(w.count + 1, w.resetAt, rule) : result(1, now() + rule.windowMs, rule);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

// INCR and set the expiry of a new window atomically, so concurrent instances share one window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

export function createRedisRateLimiter(redis: Redis, prefix = 'launchpad:rl:'): RateLimiter {
  const toResult = (count: number, ttlMs: number, rule: RateLimitRule): RateLimitResult => ({
    allowed: count <= rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : rule.windowMs) / 1000)),
  });
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(rule.windowMs))) as [
        number,
        number,
      ];
      return toResult(count, ttl, rule);
    },
    async peek(key, rule) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return toResult(Number(count ?? 0) + 1, ttl, rule);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
