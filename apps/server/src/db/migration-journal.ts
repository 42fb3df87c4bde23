import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './migrations-folder.ts';

// The committed migrations by name, and which of them a migration step applied: the log says so.

/** The tags (file names without `.sql`) of the committed migrations, in the order they apply. */
export function migrationTags(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** What one migration step did: the migrations it applied, and how many the database now has. */
export interface MigrationReport {
  applied: string[];
  total: number;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** How many migrations the database records as applied (none before the first). */
async function appliedCount(query: Query): Promise<number> {
  // Two statements: a statement naming a table that does not exist fails as it is parsed.
  const table = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!(table.rows[0] as { present?: boolean } | undefined)?.present) return 0;
  const { rows } = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number((rows[0] as { n?: unknown } | undefined)?.n ?? 0);
}

/**
 * Runs `migrate` on the connection `query` uses and reports which migrations it applied: drizzle
 * applies them in journal order, so those are the tags between the counts before and after.
 */
export async function migrateAndReport(query: Query, migrate: () => Promise<void>): Promise<MigrationReport> {
  const before = await appliedCount(query);
  await migrate();
  const total = await appliedCount(query);
  return { applied: migrationTags().slice(before, total), total };
}
