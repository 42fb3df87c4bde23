import { isRecoveryCode, twoFactorMessages } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';

/** What a code proved: the app's code, or a recovery code (now used); or why it proved nothing. */
export type CodeOutcome = { ok: true; recoveryCodeId?: string } | { ok: false; message: string };

/**
 * Checks a code typed for an enrolled account, within the caller's transaction: an app's code of a
 * step not used before (the step is then recorded), or a recovery code not used before (it is then
 * used up). A wrong code writes nothing.
 */
export function createCodeCheck({
  repo,
  box,
  now,
}: {
  repo: TwoFactorRepository;
  box: SecretBox;
  now: () => number;
}) {
  return async (tx: Queryable, user: Pick<UserRow, 'id'>, code: string): Promise<CodeOutcome> => {
    const wrong = { ok: false as const, message: twoFactorMessages.wrongCode };
    if (isRecoveryCode(code)) {
      const recoveryCodeId = await repo.spendRecoveryCode(tx, user.id, hashRecoveryCode(code));
      return recoveryCodeId ? { ok: true, recoveryCodeId } : wrong;
    }
    const row = await repo.findSecret(user.id, tx);
    const secret = row && box.open(row.secretSealed);
    if (!row || !secret) return wrong;
    const match = matchTotp(secret, code, now(), row.lastStep);
    if (match.step === null)
      return match.replayed ? { ok: false, message: twoFactorMessages.codeUsed } : wrong;
    // Of two requests with the same code at once, the first records the step and the other is refused.
    if (!(await repo.acceptStep(tx, user.id, match.step))) {
      return { ok: false, message: twoFactorMessages.codeUsed };
    }
    return { ok: true };
  };
}

export type CodeCheck = ReturnType<typeof createCodeCheck>;
