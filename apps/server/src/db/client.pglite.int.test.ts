import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { initialiseEmbeddedDatabase, openDatabase } from './client.ts';
import { EMBEDDED_MEMORY_SETTINGS } from './embedded-database.ts';

/**
 * Creating a cluster runs initdb and the migrations in a process of its own: seconds on a quiet
 * machine, over a minute on a busy two-core one. Each test ends when that process does; the cap
 * only guards against one that hangs.
 */
const CLUSTER_MS = 5 * 60_000;

const made: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'launchpad-embedded-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('initialiseEmbeddedDatabase', () => {
  it(
    'creates and migrates the database of a new install, which the server then opens',
    async () => {
      const dir = dataDir();
      await initialiseEmbeddedDatabase({ driver: 'pglite', dataDir: dir });
      expect(existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);

      const database = openDatabase({ driver: 'pglite', dataDir: dir });
      try {
        expect(await database.ping()).toEqual({ ok: true });
        // The schema is there before the server's own migration step, which has nothing left to do.
        const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as {
          rows: unknown[];
        };
        expect(result.rows).toEqual([{ n: 0 }]);
      } finally {
        await database.close();
      }
    },
    CLUSTER_MS,
  );

  it(
    'leaves an existing database exactly as it is',
    async () => {
      const dir = dataDir();
      const first = new PGlite(path.join(dir, 'pglite'));
      await first.exec("create table kept (note text); insert into kept values ('still here')");
      await first.close();

      await initialiseEmbeddedDatabase({ driver: 'pglite', dataDir: dir });

      const again = new PGlite(path.join(dir, 'pglite'));
      try {
        expect((await again.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
      } finally {
        await again.close();
      }
    },
    CLUSTER_MS,
  );

  it(
    'says which directory it could not create the database in',
    async () => {
      const dir = dataDir();
      // A file where the cluster needs a directory.
      mkdirSync(path.join(dir, 'pglite'));
      writeFileSync(path.join(dir, 'pglite', 'base'), 'not a directory');
      await expect(initialiseEmbeddedDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(
        `Could not create the embedded database in ${path.join(dir, 'pglite')}`,
      );
    },
    CLUSTER_MS,
  );

  it('does nothing for PostgreSQL or an in-memory database', async () => {
    const dir = dataDir();
    await initialiseEmbeddedDatabase({ driver: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    await initialiseEmbeddedDatabase({ driver: 'pglite', dataDir: 'memory://' });
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(process.cwd(), 'memory:'))).toBe(false);
  });
});

describe('openDatabase on PGlite', () => {
  // PGlite holds PostgreSQL's shared memory in its heap for as long as the server runs: PostgreSQL's
  // defaults (128 MB of shared buffers) nearly doubled the memory of a server at rest.
  it(
    'runs the embedded database with the small memory settings, on disk and in memory',
    async () => {
      const dir = dataDir();
      await initialiseEmbeddedDatabase({ driver: 'pglite', dataDir: dir });
      for (const dataDir of [dir, 'memory://']) {
        const database = openDatabase({ driver: 'pglite', dataDir });
        try {
          for (const [name, value] of Object.entries(EMBEDDED_MEMORY_SETTINGS)) {
            const result = (await database.db.execute(sql.raw(`show ${name}`))) as {
              rows: Record<string, string>[];
            };
            expect(result.rows).toEqual([{ [name]: value }]);
          }
        } finally {
          await database.close();
        }
      }
    },
    CLUSTER_MS,
  );
});
