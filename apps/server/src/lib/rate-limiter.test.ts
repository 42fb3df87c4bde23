import { describe, expect, it } from 'vitest';
import { behavesAsAFixedWindow, rule } from '../../test/rate-limiter-behaviour.ts';
import { createMemoryRateLimiter } from './rate-limiter.ts';

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
