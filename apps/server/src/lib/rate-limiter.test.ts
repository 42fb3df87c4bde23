import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const rule = { max: 3, windowMs: 60_000 };

function behavesAsAFixedWindow(
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

let clock = 1_000_000;
behavesAsAFixedWindow('memory rate limiter', () => ({ limiter: createMemoryRateLimiter(() => clock) }));

describe('memory rate limiter window', () => {
  it('opens a new window once the old one has passed', async () => {
    const limiter = createMemoryRateLimiter(() => clock);
    for (let i = 0; i < 3; i++) await limiter.hit('k', rule);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
    clock += rule.windowMs + 1;
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    await limiter.close();
  });
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });
  behavesAsAFixedWindow('redis rate limiter', () => {
    const redis = new Redis(redisUrl);
    clients.push(redis);
    return { limiter: createRedisRateLimiter(redis, `launchpad-test:${randomUUID()}:`) };
  });

  describe('redis rate limiter across instances', () => {
    it('shares one window between two connections', async () => {
      const prefix = `launchpad-test:${randomUUID()}:`;
      const a = new Redis(redisUrl);
      const b = new Redis(redisUrl);
      clients.push(a, b);
      const first = createRedisRateLimiter(a, prefix);
      const second = createRedisRateLimiter(b, prefix);
      await first.hit('shared', rule);
      await second.hit('shared', rule);
      await first.hit('shared', rule);
      expect((await second.hit('shared', rule)).allowed).toBe(false);
    });
  });
}
