import type { UserRole } from '@launchpad/shared';
import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db, Reads } from '../../db/client.ts';
import { sessions, type UserRow, users } from '../../db/schema.ts';

// Every column of the account but the admin search vector, which would otherwise travel with each
// signed-in request.
const { search: _search, ...accountColumns } = getTableColumns(users);

/**
 * The condition a signed-in request's session must meet, on `sessions` joined with its `users` row:
 * the token's session exists (sign-out and a password change delete it), belongs to the token's
 * user and has not expired. The account check of every guarded route and the orders list's own
 * statement (decision 018) both read it from here.
 */
export function liveSession(sessionId: SQLWrapper, userId: SQLWrapper): SQL {
  return and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    gt(sessions.expiresAt, sql`now()`),
  ) as SQL;
}

/** The browser and client address a session was opened from, for the list of signed-in devices. */
export interface SessionDevice {
  userAgent?: string | null;
  address?: string | null;
}

/** Longest browser description kept. */
const USER_AGENT_MAX = 300;

/** The sessions as the person's list of signed-in devices shows them. */
function createDeviceRecords(db: Db) {
  return {
    /** The account's live sessions, the most recently seen first. */
    async listForUser(userId: string) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          address: sessions.address,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one session of the account's own; false when the account has no such session. */
    async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Marks the session seen now, unless it was within `minSeconds` (so most requests write nothing). */
    async touch(sessionId: string, minSeconds: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${minSeconds})`),
          ),
        );
    },
  };
}

export function createSessionsRepository(db: Db, reads: Reads = db) {
  // Run on every signed-in request: one statement, two primary-key lookups, prepared once, on the
  // pipelined reads.
  const accountOfSession = reads
    .select(accountColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder('sessionId'), sql.placeholder('userId')))
    .limit(1)
    .prepare('account_of_session');

  return {
    ...createDeviceRecords(db),

    /**
     * Opens a session for the user; its id goes into the token. Expired sessions are deleted by
     * the account housekeeping (`pruneExpired`), not on the way into an account.
     */
    async create(userId: string, ttlSeconds: number, device: SessionDevice = {}): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
          userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
          address: device.address ?? null,
        })
        .returning({ id: sessions.id });
      if (!row) throw new Error('the new session was not stored');
      return row.id;
    },

    /** The account of a live session, or undefined when it was revoked, has expired or is someone else's. */
    async findAccount(sessionId: string, userId: string): Promise<UserRow | undefined> {
      const [row] = await accountOfSession.execute({ sessionId, userId });
      return row;
    },

    /**
     * Which of these sessions are still live, with their account's role: one statement for
     * every open event stream of the instance, on each heartbeat.
     */
    async listLive(sessionIds: string[]): Promise<Map<string, { role: UserRole }>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: sessions.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, sql`now()`)));
      return new Map(rows.map((row) => [row.id, { role: row.role }]));
    },

    /** Deletes every expired session. */
    async pruneExpired(): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Signs the user out everywhere, except the session `keep` when given. */
    async revokeAllForUser(userId: string, keep?: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
