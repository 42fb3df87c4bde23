import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client.ts';

// Global setup of the PGlite integration tests: one embedded database, created and migrated once a
// run, copied to a file that each test file's database starts from (`createTestDatabase`).
// Creating a cluster takes seconds of CPU; loading a copy about a second.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A copy of a freshly migrated embedded database (`PGlite.dumpDataDir`). */
    migratedPglite: string;
  }
}

export default async function setup(project: TestProject) {
  const client = new PGlite({ extensions: { pg_trgm } });
  let copy: Blob;
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    copy = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'launchpad-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
