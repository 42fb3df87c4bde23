import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pingOnceOpen, SLOW_OPEN_NOTICE_MS, whenOpen } from './ping.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A database that opens after `ms`, whose queries wait for it as PGlite's do. */
function openingAfter(ms: number) {
  const opening = new Promise<void>((resolve) => setTimeout(resolve, ms));
  return { opening, query: () => opening.then(() => [{ '?column?': 1 }]) };
}

describe('pingOnceOpen', () => {
  it('waits for a slow opening, and gives the query its deadline only from then', async () => {
    const { opening, query } = openingAfter(40_000);
    const answer = pingOnceOpen(whenOpen(opening, undefined), query, 100);
    await vi.advanceTimersByTimeAsync(40_000);
    await expect(answer).resolves.toEqual({ ok: true });
  });

  it('still reports a database that stops answering once open', async () => {
    const { opening } = openingAfter(1_000);
    const never = () => new Promise<never>(() => {});
    const answer = pingOnceOpen(whenOpen(opening, undefined), never, 100);
    await vi.advanceTimersByTimeAsync(1_100);
    await expect(answer).resolves.toEqual({ ok: false, reason: 'the database did not answer in time' });
  });
});

describe('whenOpen', () => {
  it('says in the log that the database is still opening, and stops saying it once open', async () => {
    const info = vi.fn();
    const { opening } = openingAfter(SLOW_OPEN_NOTICE_MS * 2 + 1_000);
    const opened = whenOpen(opening, { info });
    await vi.advanceTimersByTimeAsync(SLOW_OPEN_NOTICE_MS - 1);
    expect(info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SLOW_OPEN_NOTICE_MS * 2);
    await opened;
    expect(info.mock.calls).toEqual([
      ['The embedded database is still opening (5 s so far); waiting for it.'],
      ['The embedded database is still opening (10 s so far); waiting for it.'],
    ]);
    await vi.advanceTimersByTimeAsync(SLOW_OPEN_NOTICE_MS * 3);
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('settles when opening fails, leaving the failure to the first query', async () => {
    const opening = Promise.reject(new Error('no space left on device'));
    await expect(whenOpen(opening, undefined)).resolves.toBeUndefined();
  });
});
