import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter.ts';
import { createSignInThrottle, MAX_SIGN_IN_DELAY_MS, signInDelayMs } from './sign-in-throttle.ts';

const rule = { max: 5, windowMs: 15 * 60 * 1000 };

describe('signInDelayMs', () => {
  it('is nothing for the first failures, then doubles up to its cap', () => {
    expect([0, 4].map((failures) => signInDelayMs(failures, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((failures) => signInDelayMs(failures, 5))).toEqual([1000, 2000, 4000, 8000]);
    expect(signInDelayMs(50, 5)).toBe(MAX_SIGN_IN_DELAY_MS);
  });
});

describe('the sign-in throttle', () => {
  it('slows every address down after failures spread over many, without refusing any', async () => {
    const waits: number[] = [];
    const throttle = createSignInThrottle(createMemoryRateLimiter(), rule, async (ms) => {
      waits.push(ms);
    });
    for (let i = 0; i < 8; i++) {
      const address = `10.0.0.${i}`;
      await throttle.beforeAttempt('asha@example.in', address, 'slow down');
      await throttle.failed('asha@example.in', address);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    // Another account is not affected.
    await throttle.beforeAttempt('ravi@example.in', '10.0.0.1', 'slow down');
    expect(waits).toHaveLength(3);
  });

  it('refuses one address after its failures on one account, and no other address', async () => {
    const throttle = createSignInThrottle(createMemoryRateLimiter(), rule, async () => {});
    for (let i = 0; i < rule.max; i++) await throttle.failed('asha@example.in', '10.0.0.1');
    await expect(throttle.beforeAttempt('asha@example.in', '10.0.0.1', 'slow down')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(throttle.beforeAttempt('asha@example.in', '10.0.0.2', 'slow down')).resolves.toBeUndefined();
    await expect(throttle.beforeAttempt('ravi@example.in', '10.0.0.1', 'slow down')).resolves.toBeUndefined();
  });
});
