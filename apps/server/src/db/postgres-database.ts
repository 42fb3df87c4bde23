import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseLimits, Db } from './database.ts';
import { migrateAndReport } from './migration-journal.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { createNotificationListener } from './notification-listener.ts';
import { pingDatabase } from './ping.ts';
import { createPipelinedReads } from './pipelined-reads.ts';
import { installRowMapping } from './row-mapping.ts';
import * as schema from './schema.ts';

// PostgreSQL: the pool, the pipelined reads, the migrations under one advisory lock, the listener.

/** The advisory lock every instance takes to migrate: one number, the same in every process. */
export const MIGRATIONS_LOCK_KEY = 7_140_206_115;

/** Opens PostgreSQL at `url`, its requests held to `limits`. */
export function openPostgresDatabase(url: string, limits: DatabaseLimits): Database {
  // A request fails within about 3 s when PostgreSQL cannot be reached or stops answering (a
  // network partition black-holes packets rather than refusing them): 1.5 s to connect or to wait
  // for a free connection, 2.5 s for a statement's answer, and the same limit on the server side.
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: limits.connectMs,
    query_timeout: limits.statementMs,
    statement_timeout: limits.statementMs,
    max: 10,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process;
  // the pool drops it and the next query opens a fresh one.
  pool.on('error', () => {});
  installRowMapping();
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const pipelined = createPipelinedReads({
    connectionString: url,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    // A slow statement is cancelled by the server and fails alone; the client's own limit, a little
    // later, drops a connection that went silent, and with it every statement in flight on it.
    query_timeout: limits.statementMs + 500,
  });
  const reads = drizzlePg(pipelined as unknown as pg.Pool, {
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  const listener = createNotificationListener(url, limits);
  return {
    db,
    reads,
    driver: 'postgres',
    // Migrations may rightly take longer than a request's statements: their own connection. The
    // advisory lock makes instances that start together on one database migrate one at a time:
    // the first applies what is missing, the others wait, then find nothing left to do.
    migrate: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
        // Counted under the lock: what another instance applied first is not reported as ours.
        return await migrateAndReport(
          (text) => client.query(text),
          () => migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() }),
        );
      } finally {
        // Ending the session releases the lock too, should the unlock not get through.
        await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    ping: (timeoutMs = 2000) => pingDatabase(() => pool.query('select 1'), timeoutMs),
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, { onPayload, onReconnect }),
    close: async () => {
      await listener.close();
      await pipelined.close();
      await pool.end();
    },
  };
}
