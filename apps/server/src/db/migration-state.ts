import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { migrationTags } from './migration-journal.ts';
import { selectRows } from './rows.ts';

/**
 * Whether every migration this build carries is recorded as applied in the database. Once true it
 * stays true (migrations are never taken back), so a ready instance asks only once.
 */
export function createMigrationCheck(database: Database): () => Promise<boolean> {
  const committed = migrationTags().length;
  let applied = false;
  return async () => {
    if (applied) return true;
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    applied = Number(row?.n ?? 0) >= committed;
    return applied;
  };
}
