// `npm test`: every tier (unit, integration on PGlite and, with TEST_DATABASE_URL, PostgreSQL,
// and end-to-end), closing with one plain line "N passed, N failed" read from the JSON reports.
// The end-to-end tier runs beside the others, in shards of its own (scripts/e2e.mjs): its journeys
// mostly wait for a browser and for the product's own clocks, so running them at once costs little
// more than the longest of them. Its output is kept in reports/e2e.log and printed once all ended.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countPlaywright, countVitest, failedPlaywright, failedVitest } from './lib/test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command to its end; its exit status, 1 when it could not start or was killed. */
function run(cmd, args, output) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

const e2eLogFile = path.join(reports, 'e2e.log');
const e2eLog = createWriteStream(e2eLogFile);
const [vitestStatus, e2eStatus] = await Promise.all([
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
  ]),
  run('node', ['scripts/e2e.mjs'], e2eLog),
]);
await new Promise((resolve) => e2eLog.end(resolve));
console.log('\n=== End-to-end (reports/e2e.log) ===\n');
process.stdout.write(readFileSync(e2eLogFile));

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReport = readJson(path.join(reports, 'vitest.json'));
const e2eReport = readJson(path.join(reports, 'e2e.json'));
// The failed tests are named again just above the closing line, where a reader of the last lines
// of a long log finds them.
const failedNames = [
  ...(vitestReport ? failedVitest(vitestReport, root) : []),
  ...(e2eReport?.suites ? failedPlaywright(e2eReport) : []),
];
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
for (const [report, count] of [
  [vitestReport, countVitest],
  [e2eReport?.stats ? e2eReport : undefined, countPlaywright],
]) {
  // A tier that left no report (it crashed, or its build failed) counts as one failure.
  const counts = report ? count(report) : { passed: 0, failed: 1, skipped: 0 };
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
// A tier that failed without reporting a failed test still counts as one.
if ((vitestStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
