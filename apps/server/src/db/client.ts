import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { createPipelinedReads, type RowsStatement } from './pipelined-reads.ts';
import * as schema from './schema.ts';

/** The Drizzle database, the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs one read-only statement outside any transaction and returns its rows as arrays of column
   * values, without Drizzle's per-row mapping (a fifth of the CPU time of GET /api/orders); on
   * PostgreSQL over the pipelined connections of `pipelined-reads.ts`. For the hottest quick reads
   * only, with the text built by Drizzle (`toSQL()`) so that names still come from the schema.
   */
  queryRows(statement: RowsStatement, params: unknown[]): Promise<unknown[][]>;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Finds the committed migrations folder both from the sources (src/db) and from the bundle
 * (dist/), so the same code migrates in tests, `npm start` and production.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The bundle carries its own copy beside it; the sources use apps/server/drizzle.
  const candidates = [path.resolve(here, 'drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * What the worker of `initialiseEmbeddedDatabase` runs; a failure ends it with an 'error' event.
 * The modules come as resolved file URLs: code evaluated in a worker has no module of its own to
 * resolve package names from.
 */
const CREATE_EMBEDDED_DATABASE = `
const { workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import(workerData.modules.pglite);
  const { drizzle } = await import(workerData.modules.drizzle);
  const { migrate } = await import(workerData.modules.migrator);
  const client = new PGlite(workerData.dir);
  try {
    await migrate(drizzle(client), { migrationsFolder: workerData.migrationsFolder });
  } finally {
    await client.close();
  }
})();
`;

/**
 * Creates and migrates the embedded database of a new install, in a worker thread that then ends.
 * Creating a cluster (initdb) and building the schema grow PGlite's WebAssembly heap to about
 * 800 MB, and a live instance never gives that memory back; even closed, it stays until the garbage
 * collector happens to run. A worker's memory goes when the worker ends, and the server's own
 * instance, opened on existing files, stays near 350 MB. An existing database is left to the
 * server's own migration step.
 */
export async function initialiseEmbeddedDatabase(database: Config['database']): Promise<void> {
  if (database.driver !== 'pglite' || database.dataDir === 'memory://') return;
  const dir = path.join(database.dataDir, 'pglite');
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  mkdirSync(dir, { recursive: true });
  const resolve = createRequire(import.meta.url).resolve;
  const modules = {
    pglite: pathToFileURL(resolve('@electric-sql/pglite')).href,
    drizzle: pathToFileURL(resolve('drizzle-orm/pglite')).href,
    migrator: pathToFileURL(resolve('drizzle-orm/pglite/migrator')).href,
  };
  const worker = new Worker(CREATE_EMBEDDED_DATABASE, {
    eval: true,
    workerData: { dir, modules, migrationsFolder: migrationsFolder() },
  });
  await new Promise<void>((resolveDone, reject) => {
    const failed = (cause?: unknown) =>
      reject(new Error(`Could not create the embedded database in ${dir}`, { cause }));
    worker.once('error', failed);
    worker.once('exit', (code) => (code === 0 ? resolveDone() : failed()));
  });
}

export function openDatabase(database: Config['database']): Database {
  if (database.driver === 'postgres') {
    const connection = {
      connectionString: database.url,
      connectionTimeoutMillis: 3000,
      // A query stuck behind a dead connection must not hold a request forever.
      query_timeout: 15_000,
    };
    const pool = new pg.Pool({ ...connection, max: 10, idleTimeoutMillis: 30_000 });
    const reads = createPipelinedReads(connection);
    // An idle client losing its connection (database restarted) must not crash the process;
    // the pool drops it and the next query opens a fresh one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      queryRows: reads.query,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      ping: async (timeoutMs = 2000) => {
        try {
          await withTimeout(pool.query('select 1'), timeoutMs);
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        await reads.close();
        await pool.end();
      },
    };
  }

  const inMemory = database.dataDir === 'memory://';
  const dir = inMemory ? undefined : path.join(database.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    queryRows: async ({ text }, params) =>
      (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    ping: async (timeoutMs = 2000) => {
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}
