import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client.ts';
import { selectRows } from './rows.ts';

/**
 * Whether every migration this build carries is recorded as applied in the database. Once true it
 * stays true (migrations are never taken back), so a ready instance asks only once.
 */
export function createMigrationCheck(database: Database): () => Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  let applied = false;
  return async () => {
    if (applied) return true;
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    applied = Number(row?.n ?? 0) >= journal.entries.length;
    return applied;
  };
}
