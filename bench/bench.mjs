// `npm run bench`: every budget of the product measured against freshly started instances, printed
// as one table with each budget beside its figure, and appended to bench/RESULTS.md. bench/README.md
// says how to read it.
//
//   npm run bench                                   API on PGlite, then the pages
//   BENCH_DATABASE_URL=postgres://… npm run bench   the API on PostgreSQL as well
//   npm run bench -- --only=api --database=pglite   a part (api, web) or a database (pglite, postgres)
//
// BENCH_PORT (the app's port; the bare server takes the next, the pages' server the one after),
// BENCH_DURATION (seconds a round, 8), BENCH_ROUNDS (2), BENCH_RUNS (Lighthouse runs a page, 5),
// BENCH_DRY_RUN=1 prints without recording.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchApi } from './api-budgets.mjs';
import { appendResults, ensureBuilt, root } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string', default: 'api,web' },
    database: { type: 'string' },
  },
});
const postgresUrl = process.env.BENCH_DATABASE_URL;
const parts = new Set(options.only.split(','));
// PGlite, the default a newcomer runs, always; PostgreSQL when there is one to measure.
const databases = new Set((options.database ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(','));
for (const part of parts)
  if (!['api', 'web'].includes(part)) throw new Error(`--only: unknown part "${part}"`);
for (const db of databases) {
  if (!['pglite', 'postgres'].includes(db)) throw new Error(`--database: unknown database "${db}"`);
}
if (parts.has('api') && databases.has('postgres') && !postgresUrl) {
  throw new Error(
    '--database=postgres needs BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
  );
}

const port = Number(process.env.BENCH_PORT ?? 4395);
const seconds = Number(process.env.BENCH_DURATION ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/**
 * Runs `work` on a database of its own, created beside `url` and dropped afterwards, as PGlite gets
 * a fresh data directory: on a shared database every run inherited the earlier runs' pending
 * payments, and the new server's reconciler worked through them while it was being measured.
 */
async function withFreshDatabase(url, work) {
  const pg = (await import('pg')).default;
  const name = `launchpad_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const fresh = new URL(url);
    fresh.pathname = `/${name}`;
    return await work(fresh.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The pages: bench/web.mjs in a process of its own, its figures read back from a file. */
async function benchWeb() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'launchpad-bench-web-'));
  const file = path.join(dir, 'web.json');
  try {
    const child = spawn(process.execPath, [path.join(root, 'bench/web.mjs')], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULT_FILE: file, BENCH_WEB_PORT: String(port + 2) },
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    // It exits with 1 when a budget is missed, after writing its figures; without them it failed.
    if (!existsSync(file)) throw new Error(`bench/web.mjs failed (exit ${code}) before its figures`);
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

ensureBuilt();
const loadBefore = os.loadavg()[0];
const rows = [];
let webDetail = [];
if (parts.has('api')) {
  if (databases.has('pglite')) rows.push(...(await benchApi({ label: 'PGlite', port, seconds, rounds })));
  if (databases.has('postgres')) {
    rows.push(
      ...(await withFreshDatabase(postgresUrl, (databaseUrl) =>
        benchApi({ label: 'PostgreSQL', databaseUrl, port, seconds, rounds }),
      )),
    );
  }
}
if (parts.has('web')) {
  const web = await benchWeb();
  rows.push(...web.rows.map((row) => ({ database: 'pages', ...row })));
  webDetail = web.detail;
}

const verdict = (ok) => (ok === undefined ? '' : ok ? '✓' : '✗ missed');
const table = [
  '| where | measure | figure | budget | |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.database} | ${r.measure} | ${r.figure} | ${r.budget} | ${verdict(r.ok)} |`),
];
const missed = rows.filter((r) => r.ok === false);
const lines = [
  `Load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, on ${os.cpus().length} CPUs; ` +
    `API rounds of ${seconds} s, ${rounds} rounds.`,
  '',
  ...table,
  '',
  missed.length === 0
    ? 'Every budget met.'
    : `Missed: ${missed.map((r) => `${r.database} ${r.measure}`).join('; ')}.`,
  ...(webDetail.length ? ['', ...webDetail] : []),
];
const command = [
  ...['BENCH_DURATION', 'BENCH_ROUNDS', 'BENCH_RUNS'].flatMap((name) =>
    process.env[name] ? [`${name}=${process.env[name]}`] : [],
  ),
  postgresUrl ? 'BENCH_DATABASE_URL=…' : '',
  'npm run bench',
  ...process.argv.slice(2),
]
  .filter(Boolean)
  .join(' ');
if (process.env.BENCH_DRY_RUN === '1') console.log(lines.join('\n'));
else appendResults('Budgets', command, lines);
if (missed.length > 0) process.exitCode = 1;
