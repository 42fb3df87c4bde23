import type { Queryable } from '../../db/queryable.ts';
import { federatedIdentities } from '../../db/schema.ts';

/** The federated identities that have signed in to each account (Google, through Firebase). */
export function createFederatedIdentitiesRepository() {
  return {
    /**
     * Records that `subject` of `provider` signed in to the account; true the first time only, so
     * that of two simultaneous first sign-ins exactly one is the join.
     */
    async record(
      tx: Queryable,
      identity: { userId: string; provider: string; subject: string },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(federatedIdentities)
        .values(identity)
        .onConflictDoNothing()
        .returning({ createdAt: federatedIdentities.createdAt });
      return inserted.length > 0;
    },
  };
}

export type FederatedIdentitiesRepository = ReturnType<typeof createFederatedIdentitiesRepository>;
