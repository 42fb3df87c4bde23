import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../src/lib/rate-limiter.ts';

export const rule = { max: 3, windowMs: 60_000 };

/** What every rate limiter must do, whatever keeps its counts. */
export function behavesAsAFixedWindow(
  name: string,
  make: () => { limiter: RateLimiter; advance?: (ms: number) => void },
) {
  describe(name, () => {
    it('allows up to max hits in a window, then refuses with a retry-after', async () => {
      const { limiter } = make();
      const key = randomUUID();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, rule));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
      expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
      await limiter.close();
    });

    it('peeks without consuming and resets on demand', async () => {
      const { limiter } = make();
      const key = randomUUID();
      await limiter.hit(key, rule);
      await limiter.hit(key, rule);
      expect((await limiter.peek(key, rule)).allowed).toBe(true);
      await limiter.hit(key, rule);
      expect((await limiter.peek(key, rule)).allowed).toBe(false);
      await limiter.reset(key);
      expect((await limiter.hit(key, rule)).count).toBe(1);
      await limiter.close();
    });
  });
}
