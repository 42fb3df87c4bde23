import type { ConsentPurpose } from '@launchpad/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { consentRecords } from '../../db/schema.ts';

/** Grants and withdrawals of consent, append-only: the newest row of a purpose is in force. */
export function createConsentsRepository(db: Db) {
  return {
    async isGranted(userId: string, purpose: ConsentPurpose, tx: Queryable = db): Promise<boolean> {
      const [latest] = await tx
        .select({ granted: consentRecords.granted })
        .from(consentRecords)
        .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose)))
        .orderBy(desc(consentRecords.createdAt))
        .limit(1);
      return latest?.granted ?? false;
    },

    async record(
      tx: Queryable,
      entry: { userId: string; purpose: ConsentPurpose; granted: boolean; source: string },
    ): Promise<void> {
      await tx.insert(consentRecords).values(entry);
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
