import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config/env.ts';
import type { Database, Db } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { pingDatabase } from './ping.ts';
import * as schema from './schema.ts';

// The embedded database (PGlite): created in a worker on a new install, then opened in DATA_DIR or
// in memory.

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

/** A PGlite client in `dir` (in memory without one), loaded from `startFrom` when given. */
function newClient(dir?: string, startFrom?: Blob): PGlite {
  // pg_trgm serves the admin's substring search of references and phone numbers.
  return new PGlite({ dataDir: dir, loadDataDir: startFrom, extensions: { pg_trgm } });
}

async function migrateClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
}

/**
 * The files of a new, migrated in-memory embedded database (PGlite's `dumpDataDir`), which
 * `openEmbeddedDatabase` can start from: the tests make one a run instead of a cluster per file.
 */
export async function migratedEmbeddedDatabaseCopy(): Promise<Blob> {
  const client = newClient();
  try {
    await migrateClient(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Opens PGlite in `dataDir/pglite`, or in memory for 'memory://'. `startFrom`, a copy made by
 * `migratedEmbeddedDatabaseCopy`, is loaded instead of creating a new cluster.
 */
export function openEmbeddedDatabase(dataDir: string, { startFrom }: { startFrom?: Blob } = {}): Database {
  const inMemory = dataDir === 'memory://';
  const dir = inMemory ? undefined : path.join(dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = newClient(dir, startFrom);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    reads: db,
    driver: 'pglite',
    migrate: () => migrateClient(client),
    poolUse: () => undefined,
    ping: (timeoutMs = 2000) => pingDatabase(() => db.execute(sql`select 1`), timeoutMs),
    // One process holds the embedded database, so its notifications never cross a connection.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}
