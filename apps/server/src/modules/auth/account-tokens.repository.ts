import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type AccountTokenRow, accountTokens } from '../../db/schema.ts';

export type AccountTokenPurpose = AccountTokenRow['purpose'];

export function createAccountTokensRepository(db: Db) {
  return {
    async insert(
      tx: Queryable,
      token: {
        userId: string;
        purpose: AccountTokenPurpose;
        tokenHash: string;
        email: string;
        expiresAt: Date;
      },
    ): Promise<void> {
      await tx.insert(accountTokens).values(token);
    },

    /**
     * Uses a live token once: the conditional update lets only the first of two simultaneous uses
     * through. Returns the token, or undefined when it is unknown, used or expired.
     */
    async consume(
      tx: Queryable,
      purpose: AccountTokenPurpose,
      tokenHash: string,
    ): Promise<AccountTokenRow | undefined> {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** Ends every other live token of the account for this purpose (a newer link replaces them). */
    async retireAll(tx: Queryable, userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    /** Drops tokens that can no longer be used, so the table stays small. */
    async pruneExpired(): Promise<void> {
      await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < now() - interval '1 day'`);
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
