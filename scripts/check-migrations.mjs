// Fails when the Drizzle schema and the committed migrations have drifted apart: drizzle-kit is
// asked to generate against a copy of the migrations, and any new file means drift.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const committed = path.join(serverDir, 'drizzle');
// drizzle-kit only takes an --out relative to its working directory.
const scratchName = `node_modules/.drift-check-${randomBytes(4).toString('hex')}`;
const scratch = path.join(serverDir, scratchName);
mkdirSync(scratch, { recursive: true });
cpSync(committed, scratch, { recursive: true });
const before = new Set(readdirSync(scratch));

const result = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect=postgresql',
    '--schema=./src/db/schema/*.ts',
    `--out=./${scratchName}`,
  ],
  { cwd: serverDir, encoding: 'utf8' },
);
const added = readdirSync(scratch).filter((name) => !before.has(name));
rmSync(scratch, { recursive: true, force: true });

if (result.status !== 0 || !existsSync(path.join(committed, 'meta')) || /Error|ENOENT/.test(result.stderr)) {
  console.error(result.stdout, result.stderr);
  console.error('drizzle-kit generate failed');
  process.exit(1);
}
if (added.length > 0) {
  console.error(`Schema and migrations have drifted: drizzle-kit would add ${added.join(', ')}.`);
  console.error('Run `npm run db:generate` and commit the new migration.');
  process.exit(1);
}
console.log('Migrations match the schema.');
