// `npm test`: every tier (unit, integration on PGlite and, with TEST_DATABASE_URL, PostgreSQL,
// then end-to-end), closing with one plain line "N passed, N failed" read from the JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
const e2eStatus = run('node', ['scripts/e2e.mjs']);

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
