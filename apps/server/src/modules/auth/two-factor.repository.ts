import { and, count, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  sessions,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../../db/schema.ts';

export type ChallengedMethod = (typeof twoFactorChallenges.$inferSelect)['method'];
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;

/** Ends every session of the account but `keep` (when given): a credential changed. */
async function endOtherSessions(tx: Queryable, userId: string, keep?: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/** The authenticator's secret and recovery codes of each account. */
function createSecretRecords(db: Db) {
  return {
    /** Keeps a new secret waiting for its first code; replaces a pending one. */
    async savePending(userId: string, secretSealed: string): Promise<void> {
      await db
        .insert(twoFactorSecrets)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretSealed, lastStep: null, createdAt: sql`now()` },
        });
    },

    async findSecret(userId: string, tx: Queryable = db) {
      const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      return row;
    },

    /**
     * Records `step` as the last accepted one, only if it is newer than the last: of two requests with
     * the same code, one wins. False when the step was already used.
     */
    async acceptStep(tx: Queryable, userId: string, step: number): Promise<boolean> {
      const rows = await tx
        .update(twoFactorSecrets)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /**
     * Turns the second factor on with these recovery codes (hashed), ending every other session; false
     * when it was on already (two confirmations at once).
     */
    async enable(
      tx: Queryable,
      userId: string,
      codeHashes: string[],
      keepSession?: string,
    ): Promise<boolean> {
      const enabled = await tx
        .update(users)
        .set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
        .returning({ id: users.id });
      if (enabled.length === 0) return false;
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      await endOtherSessions(tx, userId, keepSession);
      return true;
    },

    /** Turns it off: the secret, recovery codes and open challenges go, and every other session ends. */
    async disable(tx: Queryable, userId: string, keepSession?: string): Promise<void> {
      await tx
        .update(users)
        .set({ twoFactorEnabledAt: null, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
      await endOtherSessions(tx, userId, keepSession);
    },

    endOtherSessions,
  };
}

/** The recovery codes of each account, spent one by one. */
function createRecoveryCodeRecords(db: Db) {
  return {
    /** Uses one recovery code of the account, once; its id, or undefined when unknown or used. */
    async spendRecoveryCode(tx: Queryable, userId: string, codeHash: string): Promise<string | undefined> {
      const [row] = await tx
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return row?.id;
    },

    async recoveryCodesLeft(userId: string, tx: Queryable = db): Promise<number> {
      const [row] = await tx
        .select({ left: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },
  };
}

/** Sign-ins waiting for their second factor. */
function createChallengeRecords(db: Db) {
  return {
    async openChallenge(
      userId: string,
      tokenHash: string,
      method: ChallengedMethod,
      ttlSeconds: number,
    ): Promise<void> {
      await db.insert(twoFactorChallenges).values({
        userId,
        tokenHash,
        method,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    /** The live challenge of this token, or undefined when it is unknown, finished or expired. */
    async findChallenge(tokenHash: string): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(
          and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, sql`now()`)),
        );
      return row;
    },

    /** Counts a wrong code; the challenge ends at `limit` of them. Returns the count. */
    async countWrongCode(id: string, limit: number): Promise<number> {
      const [row] = await db
        .update(twoFactorChallenges)
        .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
        .where(eq(twoFactorChallenges.id, id))
        .returning({ failures: twoFactorChallenges.failures });
      const failures = row?.failures ?? limit;
      if (failures >= limit) await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
      return failures;
    },

    /** Ends the challenge once: true for the one request that ended it. */
    async finishChallenge(id: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx
        .delete(twoFactorChallenges)
        .where(eq(twoFactorChallenges.id, id))
        .returning({ id: twoFactorChallenges.id });
      return rows.length > 0;
    },

    /** Deletes the expired challenges (the account housekeeping). */
    async pruneExpiredChallenges(): Promise<void> {
      await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, sql`now()`));
    },
  };
}

export function createTwoFactorRepository(db: Db) {
  return { ...createSecretRecords(db), ...createRecoveryCodeRecords(db), ...createChallengeRecords(db) };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
