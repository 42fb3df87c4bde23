import type { Config } from '../config/env.ts';
import type { Database, DatabaseLimits } from './database.ts';
import { openEmbeddedDatabase } from './embedded-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

// Opens the database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one.

export type { Database, DatabaseLimits, Db, Reads } from './database.ts';
export {
  initialiseEmbeddedDatabase,
  migratedEmbeddedDatabaseCopy,
  openEmbeddedDatabase,
} from './embedded-database.ts';
export { migrationsFolder } from './migrations-folder.ts';
export { MIGRATIONS_LOCK_KEY } from './postgres-database.ts';

const DEFAULT_LIMITS: DatabaseLimits = { connectMs: 1500, statementMs: 2500 };

export function openDatabase(database: Config['database'], limits = DEFAULT_LIMITS): Database {
  return database.driver === 'postgres'
    ? openPostgresDatabase(database.url, limits)
    : openEmbeddedDatabase(database.dataDir);
}
