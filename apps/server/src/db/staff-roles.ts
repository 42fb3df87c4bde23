import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from './queryable.ts';
import { accountDeletions, users } from './schema.ts';

/** The team's accounts (every role but `customer`), as a condition on `users`. */
export function isStaffAccount(): SQL {
  return ne(users.role, 'customer');
}

// One number for every instance: the transactions that change who is an active owner queue on it
// (changing a role, deactivating, erasing an account), so two of them at once cannot both pass the
// "another owner remains" check.
const OWNER_ROLES_LOCK_KEY = 7_224_113_901;

/**
 * Queues the caller's transaction behind every other one that changes a role, deactivates or
 * erases an account, until it ends.
 */
export async function lockOwnerRoles(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_ROLES_LOCK_KEY})`);
}

/** Whether an active owner other than `exceptId` exists (read under `lockOwnerRoles`). */
export async function anotherActiveOwner(tx: Queryable, exceptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.deactivatedAt), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Under `lockOwnerRoles`, whether erasing `userId` would leave the shop without an owner: it is an
 * active owner and every other active owner is gone or is itself waiting to be erased (so two
 * owners erasing their accounts at once keep one of them). Read after the lock, so no other change
 * of roles can come in between.
 */
export async function isLastActiveOwner(tx: Queryable, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.role !== 'owner' || row.deactivatedAt) return false;
  const [staying] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'owner'),
        isNull(users.deactivatedAt),
        ne(users.id, userId),
        // Named in full: Drizzle leaves a one-table query's columns unqualified, and inside the
        // subquery a bare "id" would be the deletion's.
        sql`not exists (select 1 from ${accountDeletions} d
          where d.user_id = ${sql.raw('"users"."id"')} and d.status = 'scheduled')`,
      ),
    )
    .limit(1);
  return staying === undefined;
}
