import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config/env.ts';
import type { Database, Db } from './database.ts';
import { migrateAndReport } from './migration-journal.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { withNamedStatements } from './pglite-statements.ts';
import { type OpeningLog, pingOnceOpen, whenOpen } from './ping.ts';
import { installRowMapping } from './row-mapping.ts';
import * as schema from './schema.ts';

// The embedded database (PGlite): created in a child process on a new install, then opened in
// DATA_DIR or in memory.

/**
 * PostgreSQL's memory settings for the embedded database, added to PGlite's own start parameters.
 * PGlite keeps PostgreSQL's shared memory in its WebAssembly heap, which touches all of it at start
 * and never gives memory back: with PostgreSQL's default 128 MB of shared buffers the server held
 * about 480 MB at rest. A shop's database is a few megabytes, and a page missing from the buffers
 * is read from the operating system's file cache, so 16 MB serves it (decision 030, figures in
 * bench/RESULTS.md). Index builds (migrations) get 16 MB instead of 64: what they grow the heap to
 * stays for as long as the server runs.
 */
export const EMBEDDED_MEMORY_SETTINGS = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
} as const;

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * What the process of `initialiseEmbeddedDatabase` runs, with its settings as JSON in its last
 * argument; a failure ends it with a non-zero code and PGlite's error on stderr. The modules come
 * as resolved file URLs: evaluated code has no module of its own to resolve package names from.
 */
const CREATE_EMBEDDED_DATABASE = `
const job = JSON.parse(process.argv.at(-1));
(async () => {
  const { PGlite } = await import(job.modules.pglite);
  const { drizzle } = await import(job.modules.drizzle);
  const { migrate } = await import(job.modules.migrator);
  const { pg_trgm } = await import(job.modules.pgTrgm);
  const client = new PGlite(job.dir, { extensions: { pg_trgm }, startParams: job.startParams });
  try {
    await migrate(drizzle(client), { migrationsFolder: job.migrationsFolder });
  } finally {
    await client.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * Creates and migrates the embedded database of a new install, in a child process that then ends.
 * Creating a cluster (initdb) and building the schema grow PGlite's WebAssembly heap to hundreds of
 * megabytes, and a live instance never gives that memory back. A worker thread was used before, but
 * the memory it had allocated stayed with the server's process after it ended (about 120 MB more
 * at rest than the same server opened on existing files); a process's memory goes with it. An
 * existing database is left to the server's own migration step.
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
  const job = JSON.stringify({ dir, modules, migrationsFolder: migrationsFolder(), startParams });
  const child = spawn(process.execPath, ['--input-type=commonjs', '-e', CREATE_EMBEDDED_DATABASE, job], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorText = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    errorText = (errorText + text).slice(-4000);
  });
  await new Promise<void>((resolveDone, reject) => {
    const failed = (cause?: unknown) =>
      reject(new Error(`Could not create the embedded database in ${dir}`, { cause }));
    child.once('error', failed);
    child.once('close', (code) => (code === 0 ? resolveDone() : failed(new Error(errorText.trim()))));
  });
}

/** A PGlite client in `dir` (in memory without one), loaded from `startFrom` when given. */
function newClient(dir?: string, startFrom?: Blob): PGlite {
  // pg_trgm serves the admin's substring search of references and phone numbers.
  return new PGlite({ dataDir: dir, loadDataDir: startFrom, extensions: { pg_trgm }, startParams });
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
 *
 * PGlite opens in the background, which takes seconds (tens of seconds on a busy two-core machine).
 * Opening is not a connection attempt: nothing gives up on it, and the deadline of `ping` counts
 * only once the database is open (decision 029).
 */
export function openEmbeddedDatabase(
  dataDir: string,
  { startFrom, log }: { startFrom?: Blob; log?: OpeningLog } = {},
): Database {
  const inMemory = dataDir === 'memory://';
  const dir = inMemory ? undefined : path.join(dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = newClient(dir, startFrom);
  const opened = whenOpen(client.waitReady, log);
  installRowMapping();
  const db = drizzlePglite(withNamedStatements(client), { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    reads: db,
    driver: 'pglite',
    migrate: () =>
      migrateAndReport(
        (text) => client.query(text),
        () => migrateClient(client),
      ),
    poolUse: () => undefined,
    ping: (timeoutMs = 2000) => pingOnceOpen(opened, () => db.execute(sql`select 1`), timeoutMs),
    // One process holds the embedded database, so its notifications never cross a connection.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}
