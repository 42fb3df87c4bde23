import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedDatabaseCopy } from '../src/db/client.ts';
import { onceARun } from './once-a-run.ts';

// Global setup of the PGlite integration tests: one embedded database, created and migrated once a
// run, copied to a file that each test file's database starts from (`createTestDatabase`).
// Creating a cluster takes seconds of CPU; loading a copy about a second.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A copy of a freshly migrated embedded database (`migratedEmbeddedDatabaseCopy`). */
    migratedPglite: string;
  }
}

export default async function setup(project: TestProject) {
  const { value, teardown } = await onceARun('migratedPglite', async () => {
    const copy = await migratedEmbeddedDatabaseCopy();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'launchpad-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
    return { value: file, teardown: () => rmSync(dir, { recursive: true, force: true }) };
  });
  project.provide('migratedPglite', value);
  return teardown;
}
