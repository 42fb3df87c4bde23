import type { DataRequestKind } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Cursor } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { billingDetails, users } from '../../db/schema.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface DataRequestRow {
  id: string;
  kind: DataRequestKind;
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
  requested_at: Date | string;
  scheduled_for: Date | string | null;
  completed_at: Date | string | null;
  status: string;
  outcome: string | null;
  /** The request's time at full precision, for the cursor of the page it ends. */
  cursorAt: string;
}

export interface AuditRow {
  request_id: string;
  action: string;
  at: Date | string;
  actor: string;
  actor_name: string | null;
  user_id: string;
}

/** Which requests a page lists: of one kind or all, after `cursor`, `limit` of them. */
export interface DataRequestsQuery {
  kind: DataRequestKind | undefined;
  cursor: Cursor | undefined;
  limit: number;
}

/** A page of requests newest first, after `cursor`: `limit` of them and one more if there is one. */
async function listDataRequests(
  db: Db,
  { kind, cursor, limit }: DataRequestsQuery,
): Promise<DataRequestRow[]> {
  const after = cursor
    ? sql`(r.requested_at, r.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;
  return rowsOf<DataRequestRow>(
    await db.execute(sql`
      select r.*, u.name, u.email, u.phone,
             to_char(r.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"
      from (
        select e.id, 'export' as kind, e.user_id, e.created_at as requested_at,
               null::timestamptz as scheduled_for,
               case when e.status in ('ready', 'expired') then e.ready_at
                    when e.status = 'failed' then e.claimed_until end as completed_at,
               e.status, case when e.downloaded_at is not null then 'downloaded' end as outcome
        from data_exports e
        union all
        select d.id, 'deletion', d.user_id, d.created_at, d.scheduled_for, d.closed_at, d.status, d.outcome
        from account_deletions d
        union all
        select a.id, 'correction', a.user_id, a.created_at, null, a.created_at, 'corrected', null
        from privacy_audit a where a.kind = 'correction'
      ) r join users u on u.id = r.user_id
      where (${kind ?? null}::text is null or r.kind = ${kind ?? null}::text) and ${after}
      order by r.requested_at desc, r.id desc
      limit ${limit + 1}`),
  );
}

/** The audit entries of these requests, oldest first, with the name of the admin who acted. */
async function auditOfRequests(db: Db, ids: string[]): Promise<AuditRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<AuditRow>(
    await db.execute(sql`
      select coalesce(a.detail->>'exportId', a.detail->>'deletionId', a.id::text) as request_id,
             a.action, a.created_at as at, a.actor, u.name as actor_name, a.user_id
      from privacy_audit a
      left join users u on u.id::text = a.actor and u.role <> 'customer'
      where coalesce(a.detail->>'exportId', a.detail->>'deletionId', a.id::text) in (${list})
      order by a.created_at, a.id`),
  );
}

/**
 * The admin's view of data requests: exports and deletions (their own tables) and corrections (the
 * `privacy_audit` rows that record them), with each request's audit trail. Corrections write the
 * customer's details here, in the transaction that records them, as the erasure does.
 */
export function createDataRequestsRepository(db: Db) {
  return {
    /** A page of requests newest first, after `cursor`: `limit` of them and one more if there is one. */
    list(query: DataRequestsQuery): Promise<DataRequestRow[]> {
      return listDataRequests(db, query);
    },

    /** The audit entries of these requests, oldest first, with the name of the admin who acted. */
    audit(ids: string[]): Promise<AuditRow[]> {
      return auditOfRequests(db, ids);
    },

    /** The customer, locked for the correction's transaction. */
    async lockCustomer(tx: Queryable, id: string) {
      const [row] = rowsOf<{ id: string; email: string }>(
        await tx.execute(sql`select id, email from users where id = ${id} for update`),
      );
      return row;
    },

    async correctAccount(tx: Queryable, id: string, changes: { name?: string; phone?: string | null }) {
      if (changes.name === undefined && changes.phone === undefined) return;
      await tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(sql`${users.id} = ${id}`);
    },

    async correctBilling(
      tx: Queryable,
      userId: string,
      billing: { name: string; address: string; state: string; gstin: string | null },
    ) {
      await tx
        .insert(billingDetails)
        .values({ userId, ...billing })
        .onConflictDoUpdate({
          target: billingDetails.userId,
          set: { ...billing, updatedAt: sql`now()` },
        });
    },
  };
}

export type DataRequestsRepository = ReturnType<typeof createDataRequestsRepository>;
