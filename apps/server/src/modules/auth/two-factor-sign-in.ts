import { randomBytes } from 'node:crypto';
import {
  messages,
  type SignedInData,
  TWO_FACTOR_CHALLENGE_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_MINUTES,
  type TwoFactorChallenge,
  twoFactorMessages,
  type twoFactorSignInRequestSchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createSignInThrottle } from '../../lib/sign-in-throttle.ts';
import type { MailOutbox } from '../mail/index.ts';
import { hashLinkToken } from './account-links.ts';
import { recoveryCodeUsed } from './account-notices.ts';
import type { SessionDevice } from './sessions.repository.ts';
import { type SignInSource, signInSource } from './sign-ins.repository.ts';
import type { ChallengedMethod, ChallengeRow, TwoFactorRepository } from './two-factor.repository.ts';
import type { CodeCheck, CodeOutcome } from './two-factor-codes.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * Opens the second step of a sign-in whose first step (password or Google) passed: a random token,
 * stored hashed, that lives five minutes and is used once. No session exists until a code is right.
 */
export function createChallengeOpener(repo: Pick<TwoFactorRepository, 'openChallenge'>) {
  return async (user: Pick<UserRow, 'id'>, method: ChallengedMethod): Promise<TwoFactorChallenge> => {
    const challenge = randomBytes(32).toString('base64url');
    await repo.openChallenge(user.id, hashLinkToken(challenge), method, TWO_FACTOR_CHALLENGE_MINUTES * 60);
    return { twoFactor: 'required', challenge };
  };
}

export type OpenChallenge = ReturnType<typeof createChallengeOpener>;

interface Deps {
  db: Db;
  repo: TwoFactorRepository;
  usersRepo: Pick<UsersRepository, 'findById'>;
  checkCode: CodeCheck;
  mail: MailOutbox;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'loginFailuresPerEmail'>;
  /** Opens the session (the auth service's). */
  signIn: (user: UserRow, source?: SignInSource, device?: SessionDevice) => Promise<SignedInData>;
  /** A wrong code was given for the account, from the client address (the audit trail hears of staff). */
  onWrongCode?: (user: UserRow, address: string | null) => Promise<void>;
  now: () => number;
}

const challengeOver = () => new AppError('invalid_credentials', twoFactorMessages.challengeExpired);

/**
 * Checks the code within one transaction that also finishes the challenge, so a challenge opens at
 * most one session; a recovery code ends the account's other sessions and tells its owner.
 */
function checkAndFinish(deps: Deps, challenge: ChallengeRow, user: UserRow, code: string) {
  const { db, repo, checkCode, mail, now } = deps;
  return db.transaction(async (tx): Promise<CodeOutcome> => {
    const outcome = await checkCode(tx, user, code);
    if (!outcome.ok) return outcome;
    if (!(await repo.finishChallenge(challenge.id, tx))) throw challengeOver();
    if (outcome.recoveryCodeId) {
      await repo.endOtherSessions(tx, user.id);
      await mail.hook(recoveryCodeUsed)(tx, {
        account: user,
        codeId: outcome.recoveryCodeId,
        codesLeft: await repo.recoveryCodesLeft(user.id, tx),
        at: new Date(now()),
      });
    }
    return outcome;
  });
}

/** The second step of a sign-in: the challenge of the first step and a code open the session. */
export function createTwoFactorSignIn(deps: Deps) {
  const { repo, usersRepo, rateLimiter, rateLimits } = deps;
  // Wrong codes count as failed sign-ins of the account, beside wrong passwords.
  const throttle = createSignInThrottle(rateLimiter, rateLimits.loginFailuresPerEmail);

  return async function completeSignIn(
    input: z.output<typeof twoFactorSignInRequestSchema>,
    ip: string,
    userAgent?: string,
  ): Promise<{ session: SignedInData; recoveryCodeUsed: boolean }> {
    const challenge = await repo.findChallenge(hashLinkToken(input.challenge));
    if (!challenge) throw challengeOver();
    const user = await usersRepo.findById(challenge.userId);
    if (!user?.twoFactorEnabledAt) {
      await repo.finishChallenge(challenge.id);
      throw challengeOver();
    }
    await throttle.beforeAttempt(user.email, ip, messages.rateLimited);
    const outcome = await checkAndFinish(deps, challenge, user, input.code);
    if (!outcome.ok) {
      await throttle.failed(user.email, ip);
      await deps.onWrongCode?.(user, ip ?? null);
      const wrongCodes = await repo.countWrongCode(challenge.id, TWO_FACTOR_CHALLENGE_ATTEMPTS);
      if (wrongCodes >= TWO_FACTOR_CHALLENGE_ATTEMPTS) {
        throw new AppError('rate_limited', twoFactorMessages.challengeLocked);
      }
      throw new AppError('invalid_credentials', outcome.message);
    }
    await throttle.succeeded(user.email, ip);
    const source = signInSource(challenge.method, ip, userAgent);
    const session = await deps.signIn(user, source, { userAgent, address: ip });
    return { session, recoveryCodeUsed: Boolean(outcome.recoveryCodeId) };
  };
}

export type CompleteTwoFactorSignIn = ReturnType<typeof createTwoFactorSignIn>;
