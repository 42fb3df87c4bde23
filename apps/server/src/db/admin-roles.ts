import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from './queryable.ts';
import { accountDeletions, users } from './schema.ts';

// One number for every instance: the transactions that change who is an active admin queue on it
// (taking the right away, deactivating, erasing an account), so two of them at once cannot both
// pass the "another admin remains" check.
const ADMIN_ROLES_LOCK_KEY = 7_224_113_901;

/**
 * Queues the caller's transaction behind every other one that changes admin rights, deactivates or
 * erases an account, until it ends.
 */
export async function lockAdminRoles(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK_KEY})`);
}

/** Whether an active admin other than `exceptId` exists (read under `lockAdminRoles`). */
export async function anotherActiveAdmin(tx: Queryable, exceptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deactivatedAt), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Under `lockAdminRoles`, whether erasing `userId` would leave the shop without an admin: it is an
 * active admin and every other active admin is gone or is itself waiting to be erased (so two
 * admins erasing their accounts at once keep one of them). Read after the lock, so no other change
 * of admin rights can come in between.
 */
export async function isLastActiveAdmin(tx: Queryable, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isAdmin: users.isAdmin, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.isAdmin || row.deactivatedAt) return false;
  const [staying] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
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
