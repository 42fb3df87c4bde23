import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config/env.ts';
import { createPipelinedReads } from './pipelined-reads.ts';
import * as schema from './schema.ts';

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
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
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
  const { pg_trgm } = await import(workerData.modules.pgTrgm);
  const client = new PGlite(workerData.dir, { extensions: { pg_trgm } });
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
    pgTrgm: pathToFileURL(resolve('@electric-sql/pglite/contrib/pg_trgm')).href,
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

/** How long a request waits for PostgreSQL: to connect or for a free connection, and for an answer. */
export interface DatabaseLimits {
  connectMs: number;
  statementMs: number;
}

const DEFAULT_LIMITS: DatabaseLimits = { connectMs: 1500, statementMs: 2500 };

/** Why the database did not answer, in words fit for /api/health (no address, no query). */
function unreachableReason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === 'ECONNREFUSED') return 'the database refused the connection';
  if (/timed out|timeout/i.test(text)) return 'the database did not answer in time';
  if (/terminated|ECONNRESET/i.test(text) || code === 'ECONNRESET')
    return 'the connection to the database was lost';
  if (code === '57P01' || code === '57P03') return 'the database is shutting down or starting';
  return 'the database could not be reached';
}

const LISTENER_RECONNECT_MIN_MS = 500;
const LISTENER_RECONNECT_MAX_MS = 30_000;
const LISTENER_CHECK_EVERY_MS = 30_000;

interface Subscriber {
  onPayload: (payload: string) => void;
  onReconnect?: (() => void) | undefined;
}

/**
 * The PostgreSQL side of `Database.listen`: one dedicated connection (LISTEN holds a session, so it
 * cannot come from the pool), opened by the first subscriber and ended with the last. A lost
 * connection is replaced on a backoff; a black-holed one is found by a periodic `select 1` that
 * must answer within the statement limit.
 */
function createNotificationListener(url: string, limits: DatabaseLimits) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let current: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let backoff = LISTENER_RECONNECT_MIN_MS;
  let closed = false;

  const listenAll = async (client: pg.Client) => {
    for (const channel of subscribers.keys())
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
  };

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: limits.connectMs,
      query_timeout: limits.statementMs,
      keepAlive: true,
    });
    // A failure is also an 'end', which replaces the connection below.
    client.on('error', () => {});
    try {
      await client.connect();
      await listenAll(client);
    } catch (error) {
      client.connection.stream.destroy();
      throw error;
    }
    client.on('notification', ({ channel, payload }) => {
      for (const subscriber of subscribers.get(channel) ?? []) subscriber.onPayload(payload ?? '');
    });
    client.once('end', () => {
      if (current !== client) return;
      current = undefined;
      if (!closed && subscribers.size > 0) scheduleReconnect();
    });
    current = client;
    checkTimer ??= setInterval(() => void check(), LISTENER_CHECK_EVERY_MS).unref();
    return client;
  }

  function connection(): Promise<pg.Client> {
    if (current) return Promise.resolve(current);
    opening ??= open().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = undefined;
      if (closed || subscribers.size === 0) return;
      try {
        await connection();
        backoff = LISTENER_RECONNECT_MIN_MS;
        for (const set of subscribers.values()) for (const subscriber of set) subscriber.onReconnect?.();
      } catch {
        backoff = Math.min(backoff * 2, LISTENER_RECONNECT_MAX_MS);
        scheduleReconnect();
      }
    }, backoff).unref();
  }

  async function check() {
    const client = current;
    if (!client) return;
    try {
      await client.query('select 1');
    } catch {
      // No answer within the statement limit: drop the socket, and 'end' replaces the connection.
      client.connection.stream.destroy();
    }
  }

  async function stop() {
    clearTimeout(reconnectTimer);
    clearInterval(checkTimer);
    reconnectTimer = undefined;
    checkTimer = undefined;
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  }

  return {
    async listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
      if (closed) throw new Error('the database is closed');
      const set = subscribers.get(channel) ?? new Set<Subscriber>();
      const first = set.size === 0;
      set.add(subscriber);
      subscribers.set(channel, set);
      try {
        const client = await connection();
        // A connection opened by this call listens already; a second LISTEN changes nothing.
        if (first) await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(channel);
        throw error;
      }
      return async () => {
        if (!set.delete(subscriber) || set.size > 0) return;
        subscribers.delete(channel);
        if (subscribers.size === 0) await stop();
        else await current?.query(`unlisten ${current.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      subscribers.clear();
      await stop();
    },
  };
}

/** The advisory lock every instance takes to migrate: one number, the same in every process. */
export const MIGRATIONS_LOCK_KEY = 7_140_206_115;

export function openDatabase(database: Config['database'], limits = DEFAULT_LIMITS): Database {
  if (database.driver === 'postgres') {
    // A request fails within about 3 s when PostgreSQL cannot be reached or stops answering (a
    // network partition black-holes packets rather than refusing them): 1.5 s to connect or to wait
    // for a free connection, 2.5 s for a statement's answer, and the same limit on the server side.
    const pool = new pg.Pool({
      connectionString: database.url,
      connectionTimeoutMillis: limits.connectMs,
      query_timeout: limits.statementMs,
      statement_timeout: limits.statementMs,
      max: 10,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restarted) must not crash the process;
    // the pool drops it and the next query opens a fresh one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const pipelined = createPipelinedReads({
      connectionString: database.url,
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
    const listener = createNotificationListener(database.url, limits);
    return {
      db,
      reads,
      driver: 'postgres',
      // Migrations may rightly take longer than a request's statements: their own connection. The
      // advisory lock makes instances that start together on one database migrate one at a time:
      // the first applies what is missing, the others wait, then find nothing left to do.
      migrate: async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
          await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
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
      ping: async (timeoutMs = 2000) => {
        try {
          await withTimeout(pool.query('select 1'), timeoutMs);
          return { ok: true };
        } catch (error) {
          return { ok: false, reason: unreachableReason(error) };
        }
      },
      listen: (channel, onPayload, onReconnect) => listener.listen(channel, { onPayload, onReconnect }),
      close: async () => {
        await listener.close();
        await pipelined.close();
        await pool.end();
      },
    };
  }

  const inMemory = database.dataDir === 'memory://';
  const dir = inMemory ? undefined : path.join(database.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm serves the admin's substring search of references and phone numbers.
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    reads: db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    poolUse: () => undefined,
    ping: async (timeoutMs = 2000) => {
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: unreachableReason(error) };
      }
    },
    // One process holds the embedded database, so its notifications never cross a connection.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}
