// `npm run db:restore -- <dump file>`: restores a dump of `npm run db:backup` into DATABASE_URL,
// which must be a new, empty database (create it first: createdb launchpad_restored).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkClientMatchesServer } from './lib/pg-tools.mjs';

const url = process.env.DATABASE_URL;
const file = process.argv[2];
if (!url || !file) {
  console.error('Usage: DATABASE_URL=postgres://…/new_database npm run db:restore -- <dump file>');
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`No dump at ${file}`);
  process.exit(1);
}
checkClientMatchesServer(url);
const restore = spawnSync(
  'pg_restore',
  ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', url, file],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (restore.status !== 0) {
  console.error('pg_restore failed; the transaction was rolled back and the database is as it was.');
  process.exit(1);
}
console.log(`Restored ${file}`);
