import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
export function createConcurrencyLimit(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

// Argon2id with the library defaults (m=19 MiB, t=2, p=1), the OWASP minimum. Each hash takes a
// core for tens of milliseconds on libuv's pool; leaving one core free keeps every other request
// quick while a burst of sign-ins queues up.
const limit = createConcurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limit(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('launchpad-timing-equaliser');
  return dummyHash;
}
