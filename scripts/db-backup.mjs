// `npm run db:backup`: one pg_dump in custom format of DATABASE_URL into BACKUP_DIR (uploaded files
// live in PostgreSQL, so the dump holds everything), keeping the newest BACKUP_KEEP dumps.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkClientMatchesServer } from './lib/pg-tools.mjs';

// The dump holds every customer's documents: readable by its owner only, whatever the caller's umask.
process.umask(0o077);
const url = process.env.DATABASE_URL;
const dir = path.resolve(process.env.BACKUP_DIR ?? './backups');
const keep = Number(process.env.BACKUP_KEEP ?? 14);
if (!url) {
  console.error('DATABASE_URL is required: the database to back up.');
  process.exit(1);
}
if (!Number.isInteger(keep) || keep < 1) {
  console.error('BACKUP_KEEP must be a whole number of dumps to keep, at least 1.');
  process.exit(1);
}
checkClientMatchesServer(url);
mkdirSync(dir, { recursive: true, mode: 0o700 });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.join(dir, `launchpad-${stamp}.dump`);
// Written beside, then renamed: a dump cut short never looks like a finished one.
const partial = `${file}.partial`;
const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', partial, '--dbname', url], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (dump.status !== 0) {
  rmSync(partial, { force: true });
  console.error('pg_dump failed; no backup was written.');
  process.exit(1);
}
renameSync(partial, file);
const dumps = readdirSync(dir)
  .filter((name) => /^launchpad-.*\.dump$/.test(name))
  .sort();
for (const old of dumps.slice(0, Math.max(0, dumps.length - keep))) rmSync(path.join(dir, old));
console.log(`Backup written: ${file} (keeping the newest ${keep})`);
