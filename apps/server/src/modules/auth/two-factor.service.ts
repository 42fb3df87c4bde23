import {
  accountMessages,
  type disableTwoFactorRequestSchema,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorMessages,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type PasswordConfirmation, passwordRecheckKey } from '../../lib/password-confirmation.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { MailOutbox } from '../mail/index.ts';
import { twoFactorDisabled } from './account-notices.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { mustEnrolFirst } from './staff.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';
import type { CodeCheck } from './two-factor-codes.ts';

interface Deps {
  db: Db;
  repo: TwoFactorRepository;
  box: SecretBox;
  checkCode: CodeCheck;
  mail: MailOutbox;
  passwordConfirmation: PasswordConfirmation;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'passwordRechecksPerAccount'>;
  staffTwoFactor: Config['staffTwoFactor'];
  now: () => number;
}

const alreadyEnabled = () => new AppError('conflict', twoFactorMessages.alreadyEnabled);

/**
 * Proves the person at the keyboard may turn the second factor off: the password, or for an account
 * without one (Google only) a current code, both counted against the account's re-check limit.
 */
async function proveOwner(
  deps: Deps,
  user: UserRow,
  input: z.output<typeof disableTwoFactorRequestSchema>,
): Promise<void> {
  if (user.passwordHash) {
    await deps.passwordConfirmation.confirm(
      { id: user.id, passwordHash: user.passwordHash },
      input.password,
      {
        field: 'password',
        missing: twoFactorMessages.passwordOrCodeNeeded,
        wrong: accountMessages.wrongCurrentPassword,
      },
    );
    return;
  }
  if (!input.code) throw fieldError('code', twoFactorMessages.codeToDisable);
  const key = passwordRecheckKey(user.id);
  refuseWhenLimited(await deps.rateLimiter.hit(key, deps.rateLimits.passwordRechecksPerAccount));
  const outcome = await deps.db.transaction((tx) => deps.checkCode(tx, user, input.code as string));
  if (!outcome.ok) throw fieldError('code', outcome.message);
  await deps.rateLimiter.reset(key);
}

/** Turning two-step sign-in on (a secret, confirmed by a first code) and off, from the account page. */
export function createTwoFactorService(deps: Deps) {
  const { db, repo, box, mail, now } = deps;
  return {
    async status(user: UserRow): Promise<TwoFactorStatus> {
      const enabled = user.twoFactorEnabledAt !== null;
      return {
        enabled,
        enrolmentRequired: mustEnrolFirst(user, deps.staffTwoFactor),
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(user.id) : 0,
      };
    },

    /** A new secret, kept (sealed) until a code confirms it; replaces one still waiting. */
    async begin(user: UserRow): Promise<TwoFactorEnrolment> {
      if (user.twoFactorEnabledAt) throw alreadyEnabled();
      const secret = newTotpSecret();
      await repo.savePending(user.id, box.seal(secret));
      return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
    },

    /**
     * Turns it on when `code` is right for the waiting secret, and answers the recovery codes (shown
     * this once, stored hashed). A credential changed: every other session of the account ends.
     */
    async confirm(user: UserRow, code: string, keepSession?: string): Promise<string[]> {
      if (user.twoFactorEnabledAt) throw alreadyEnabled();
      const row = await repo.findSecret(user.id);
      const secret = row && box.open(row.secretSealed);
      if (!row || !secret) throw new AppError('conflict', twoFactorMessages.noEnrolment);
      const match = matchTotp(secret, code, now(), row.lastStep);
      if (match.step === null) {
        throw fieldError('code', match.replayed ? twoFactorMessages.codeUsed : twoFactorMessages.wrongCode);
      }
      const step = match.step;
      const codes = newRecoveryCodes();
      const enabled = await db.transaction(async (tx) => {
        if (!(await repo.acceptStep(tx, user.id, step))) throw fieldError('code', twoFactorMessages.codeUsed);
        return repo.enable(tx, user.id, codes.map(hashRecoveryCode), keepSession);
      });
      if (!enabled) throw alreadyEnabled();
      return codes;
    },

    /** Turns it off after the password (or a code), ends every other session and tells the owner. */
    async disable(
      user: UserRow,
      input: z.output<typeof disableTwoFactorRequestSchema>,
      keepSession?: string,
    ): Promise<void> {
      await proveOwner(deps, user, input);
      if (!user.twoFactorEnabledAt) throw new AppError('conflict', twoFactorMessages.notEnabled);
      await db.transaction(async (tx) => {
        await repo.disable(tx, user.id, keepSession);
        await mail.hook(twoFactorDisabled)(tx, { account: user, at: new Date(now()) });
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
