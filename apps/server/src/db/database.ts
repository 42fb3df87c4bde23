import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { MigrationReport } from './migration-journal.ts';
import type * as schema from './schema.ts';

// What a database is to the rest of the server, whichever driver is underneath.

/** The Drizzle database, the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Drizzle for quick single-statement reads: selects only, never a transaction (decision 017). */
export type Reads = Pick<Db, 'select'>;

export interface Database {
  db: Db;
  /**
   * The same database for quick reads that run on every request (the session check, the orders
   * list): on PostgreSQL over pipelined connections, on PGlite simply `db`.
   */
  reads: Reads;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet, and says which it applied. */
  migrate(): Promise<MigrationReport>;
  /** The connection pool's use (PostgreSQL); undefined for the embedded database, which has none. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | undefined;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<{ ok: true } | { ok: false; reason: string }>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel`, whichever instance sent it;
   * resolves once LISTEN is in effect, with the function that stops listening. Notifications sent
   * while a lost PostgreSQL connection was being replaced are gone: `onReconnect` runs once the
   * replacement listens.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a request waits for PostgreSQL: to connect or for a free connection, and for an answer. */
export interface DatabaseLimits {
  connectMs: number;
  statementMs: number;
}
