import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { behavesAsAFixedWindow, rule } from '../../test/rate-limiter-behaviour.ts';
import { createRedisRateLimiter } from './rate-limiter.ts';

// Needs a Redis server; without REDIS_URL these are reported as skipped.
const redisUrl = process.env.REDIS_URL ?? '';

describe.runIf(redisUrl)('with Redis', () => {
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
});
