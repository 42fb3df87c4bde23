import type { AuditEntry, AuditQuery, StaffAction, StaffActionTarget } from '@launchpad/shared';
import { and, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { STAFF_ACTIONS_RETENTION_SQL, type StaffActionRow, staffActionsLog } from '../../db/schema.ts';

/** One staff action as it is written: who, from where, what, to what. */
export interface NewStaffAction {
  action: StaffAction;
  person: { id: string; email: string; role: string };
  address: string | null;
  targetKind: StaffActionTarget;
  targetId: string | null;
  orderId: string | null;
  changes: Record<string, unknown>;
}

/** The filters of the Activity tab, as moments: [from, to). */
export type AuditFilter = Pick<AuditQuery, 'personId' | 'action' | 'orderId'> & { from?: Date; to?: Date };

export type AuditRow = StaffActionRow & { cursorAt: string };

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as StaffAction,
    personId: row.personId,
    personEmail: row.personEmail,
    personRole: row.personRole,
    address: row.address,
    targetKind: row.targetKind,
    targetId: row.targetId,
    orderId: row.orderId,
    changes: row.changes,
  };
}

function conditions(filter: AuditFilter, after: Cursor | undefined): (SQL | undefined)[] {
  return [
    filter.personId ? eq(staffActionsLog.personId, filter.personId) : undefined,
    filter.action ? eq(staffActionsLog.action, filter.action) : undefined,
    filter.orderId ? eq(staffActionsLog.orderId, filter.orderId) : undefined,
    filter.from ? gte(staffActionsLog.at, filter.from) : undefined,
    filter.to ? lt(staffActionsLog.at, filter.to) : undefined,
    olderThan(staffActionsLog.at, staffActionsLog.id, after),
  ];
}

/** The audit trail: written in the transaction of the action, read newest first, never changed. */
export function createAuditRepository(db: Db) {
  return {
    toEntry,

    async record(tx: Queryable, entry: NewStaffAction): Promise<void> {
      await tx.insert(staffActionsLog).values({
        action: entry.action,
        personId: entry.person.id,
        personEmail: entry.person.email,
        personRole: entry.person.role,
        address: entry.address,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        orderId: entry.orderId,
        changes: entry.changes,
      });
    },

    /** At most `limit` entries matching `filter` after the cursor, newest first. */
    async list(filter: AuditFilter, after: Cursor | undefined, limit: number): Promise<AuditRow[]> {
      return db
        .select({ ...getTableColumns(staffActionsLog), cursorAt: cursorText(staffActionsLog.at) })
        .from(staffActionsLog)
        .where(and(...conditions(filter, after)))
        .orderBy(...newestFirst(staffActionsLog.at, staffActionsLog.id))
        .limit(limit);
    },

    /**
     * Deletes at most `limit` entries older than `before` and than the retention period the
     * database itself holds (its trigger refuses anything younger); returns how many went.
     */
    async deleteExpired(before: Date, limit: number): Promise<number> {
      const gone = await db
        .delete(staffActionsLog)
        .where(
          sql`${staffActionsLog.id} in (select id from staff_actions
            where at < ${before.toISOString()}::timestamptz
              and at < now() - ${STAFF_ACTIONS_RETENTION_SQL}::interval
            order by at limit ${limit} for update skip locked)`,
        )
        .returning({ id: staffActionsLog.id });
      return gone.length;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
