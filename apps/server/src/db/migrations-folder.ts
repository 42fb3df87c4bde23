import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the committed SQL migrations are, from the sources and from the bundle alike.

/**
 * Finds the committed migrations folder both from the sources (src/db) and from the bundle
 * (dist/), so the same code migrates in tests, `npm start` and production.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The bundle carries its own copy beside it; the sources use apps/server/drizzle.
  const candidates = [path.resolve(here, 'drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}
