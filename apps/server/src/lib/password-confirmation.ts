import type { RateLimitRule } from '../config/env.ts';
import { fieldError } from './app-error.ts';
import { verifyPassword } from './passwords.ts';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter.ts';

/** What a route that re-asks the password says on its own field. */
export interface PasswordQuestion {
  /** The request field that carries the password (`currentPassword`, `password`). */
  field: string;
  /** Said when the password is missing. */
  missing: string;
  /** Said when it is wrong. */
  wrong: string;
}

/** The key of an account's count of password re-checks, which a password reset clears too. */
export function passwordRecheckKey(userId: string): string {
  return `password-recheck:${userId}`;
}

/**
 * The one step that re-asks a signed-in person their password (changing it, changing the email,
 * deleting the account, and any later such route); sign-in has its own throttle. A stolen session
 * must not become a way to guess the password, so every attempt counts against one limit per
 * account, shared by all of these routes: past it, 429 with Retry-After, and the password is not
 * even compared. A right password clears the count.
 */
export function createPasswordConfirmation({
  rateLimiter,
  rule,
}: {
  rateLimiter: RateLimiter;
  /** PASSWORD_RECHECKS: 5 per 15 minutes. */
  rule: RateLimitRule;
}) {
  return {
    /**
     * Refuses unless `password` is the account's. The account must have a password: what a route
     * does for one without (a Google-only account) is the route's own rule.
     */
    async confirm(
      account: { id: string; passwordHash: string },
      password: string | undefined,
      question: PasswordQuestion,
    ): Promise<void> {
      if (!password) throw fieldError(question.field, question.missing);
      const key = passwordRecheckKey(account.id);
      // Counted before the comparison, so that concurrent guesses cannot all slip under the limit.
      refuseWhenLimited(await rateLimiter.hit(key, rule));
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw fieldError(question.field, question.wrong);
      }
      await rateLimiter.reset(key);
    },
  };
}

export type PasswordConfirmation = ReturnType<typeof createPasswordConfirmation>;
