// `npm test`: every tier (unit, integration on PGlite and, with TEST_DATABASE_URL, PostgreSQL,
// and end-to-end), closing with one plain line "N passed, N failed" read from the JSON reports.
// The end-to-end tier runs beside the others: its journeys mostly wait for a browser and for the
// product's own clocks, so the two together take little longer than the Vitest tiers alone. Its
// output is kept in reports/e2e.log and printed once both have ended.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

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
const vitest = readJson(path.join(reports, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(vitest);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  failed += 1;
}
const e2e = readJson(path.join(reports, 'e2e.json'));
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped ?? 0;
} else {
  failed += 1;
}
// A tier that failed without reporting a failed test (crash, build error) still counts as one.
if (vitestStatus !== 0 && failed === 0) failed = 1;
if (e2eStatus !== 0 && failed === 0) failed = 1;

function countSuitesWithFailedTests(report) {
  return report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
