import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { orders, type UserRow, users } from '../../db/schema.ts';
import { anotherActiveOwner, lockOwnerRoles } from '../../db/staff-roles.ts';
import { customerMatches, listedPackageIds } from './admin.repository.ts';

export interface AdminUserRow extends UserRow {
  orderCount: number;
  invitationPending: boolean;
  cursorAt: string;
}

// Written out with explicit names: Drizzle leaves columns unqualified in a one-table query, which
// inside these subqueries would compare a table with itself.
const orderCount = sql<number>`(
  select count(*) from ${orders} as o
  where o.user_id = ${sql.raw('"users"."id"')}
    and o.package_id in (${sql.join(
      listedPackageIds.map((id) => sql`${id}`),
      sql`, `,
    )})
)::int`.mapWith(Number);

// Invited by the team and never got in since: no password set, no Google identity joined.
const invitationPending = sql<boolean>`(
  ${users.passwordHash} is null
  and exists (select 1 from account_tokens t
    where t.user_id = ${sql.raw('"users"."id"')} and t.purpose = 'invitation')
  and not exists (select 1 from federated_identities f where f.user_id = ${sql.raw('"users"."id"')})
)`;

export function createAdminUsersRepository(db: Db) {
  async function select(where: SQL | undefined, limit: number, tx: Queryable = db): Promise<AdminUserRow[]> {
    const rows = await tx
      .select({ user: users, orderCount, invitationPending, cursorAt: cursorText(users.createdAt) })
      .from(users)
      .where(where)
      .orderBy(...newestFirst(users.createdAt, users.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row.user,
      orderCount: row.orderCount,
      invitationPending: row.invitationPending,
      cursorAt: row.cursorAt,
    }));
  }

  return {
    /** A page of users, newest first, each with the number of their listed orders. */
    async listUsers(input: {
      term: string | undefined;
      cursor: Cursor | undefined;
      limit: number;
    }): Promise<AdminUserRow[]> {
      const matches = input.term === undefined ? undefined : customerMatches(input.term);
      if (input.term !== undefined && !matches) return [];
      return select(and(matches, olderThan(users.createdAt, users.id, input.cursor)), input.limit);
    },

    async findUser(id: string, tx: Queryable = db): Promise<AdminUserRow | undefined> {
      const [row] = await select(eq(users.id, id), 1, tx);
      return row;
    },

    /** Queues the caller's transaction behind every other one that changes who is an active owner. */
    lockOwnerRoles,

    /** Whether an active owner other than `exceptId` exists (read under `lockOwnerRoles`). */
    anotherActiveOwner,
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
