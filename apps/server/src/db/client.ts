import type { Config } from '../config/env.ts';
import type { Database, DatabaseLimits } from './database.ts';
import { openEmbeddedDatabase } from './embedded-database.ts';
import type { OpeningLog } from './ping.ts';
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

/** `log` hears that the embedded database is slow to open; PostgreSQL's limits apply to connecting. */
export function openDatabase(
  database: Config['database'],
  limits: DatabaseLimits = DEFAULT_LIMITS,
  log?: OpeningLog,
): Database {
  return database.driver === 'postgres'
    ? openPostgresDatabase(database.url, {
        ...limits,
        connectMs: database.connectTimeoutMs ?? limits.connectMs,
      })
    : openEmbeddedDatabase(database.dataDir, { log });
}
