import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPasswordConfirmation } from './password-confirmation.ts';
import { hashPassword } from './passwords.ts';
import { createMemoryRateLimiter } from './rate-limiter.ts';

const serverSource = path.join(import.meta.dirname, '..');

/** The only files that compare a password: the confirm-password step, and sign-in with its own throttle. */
const COMPARERS = ['lib/passwords.ts', 'lib/password-confirmation.ts', 'modules/auth/auth.service.ts'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('the confirm-password step', () => {
  it('is the only way a route compares a password, sign-in aside', () => {
    const comparers = [...sourceFiles(serverSource)]
      .filter((file) => /\bverifyPassword\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverSource, file).split(path.sep).join('/'));
    expect(comparers.sort()).toEqual([...COMPARERS].sort());
  });

  it('counts every attempt before comparing, refuses past the limit even the right password, and clears on success', async () => {
    const rateLimiter = createMemoryRateLimiter();
    const step = createPasswordConfirmation({ rateLimiter, rule: { max: 2, windowMs: 60_000 } });
    const account = { id: 'a1', passwordHash: await hashPassword('the right one') };
    const question = { field: 'password', missing: 'Enter it', wrong: 'Wrong' };
    await step.confirm(account, 'the right one', question);
    await expect(step.confirm(account, 'guess 1', question)).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(step.confirm(account, 'guess 2', question)).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(step.confirm(account, 'the right one', question)).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await rateLimiter.close();
  });
});
