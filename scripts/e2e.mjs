// `npm run test:e2e`: builds the product and runs the Playwright suite in Debian's Chromium.
// Without a Chromium the suite is skipped loudly, unless E2E_REQUIRED=1 makes that a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const report = path.join(root, 'reports/e2e.json');

if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  END-TO-END TESTS NOT RUN: no Chromium at ${chromium}.`);
  console.error('  Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(report, JSON.stringify({ skippedForNoBrowser: true, stats: { expected: 0, unexpected: 0 } }));
  process.exit(process.env.E2E_REQUIRED === '1' ? 1 : 0);
}

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (process.env.E2E_SKIP_BUILD !== '1' && run('npm', ['run', 'build']) !== 0) process.exit(1);

const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 4310);
// The whole suite runs in shards, each a Playwright run with its own servers, ports and data: the
// journeys mostly wait (for a browser, for the product's clocks), so two at once take little more
// than one. A run of chosen specs (arguments) is one shard.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));

/** One shard's run; its exit status, with its output kept in a log when there are several. */
function shard(index) {
  const port = basePort + index * 100;
  const dataDir = path.join(root, `node_modules/.e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The second server's, whose seller is registered for GST (playwright.config.ts).
  rmSync(`${dataDir}-gst`, { recursive: true, force: true });
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_REPORT: shardReport(index),
    E2E_OUTPUT_DIR: shards > 1 ? `test-results/shard-${index + 1}` : 'test-results',
    // The other ports follow E2E_PORT unless set for a single run.
    ...(shards > 1 ? { E2E_SMTP_PORT: String(port + 1000), E2E_OTHER_ORIGIN_PORT: String(port + 3000) } : {}),
  };
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const log = shards > 1 ? openSync(path.join(root, `reports/e2e-${index + 1}.log`), 'w') : undefined;
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
      cwd: root,
      env,
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
    });
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

function shardReport(index) {
  return shards > 1 ? path.join(root, `reports/e2e-${index + 1}.json`) : report;
}

mkdirSync(path.dirname(report), { recursive: true });
const statuses = await Promise.all(Array.from({ length: shards }, (_, index) => shard(index)));
if (shards > 1) {
  for (let index = 0; index < shards; index++) {
    console.log(`\n--- shard ${index + 1} of ${shards} ---\n`);
    const log = path.join(root, `reports/e2e-${index + 1}.log`);
    if (existsSync(log)) process.stdout.write(readFileSync(log));
  }
  writeFileSync(
    report,
    JSON.stringify(mergeReports(Array.from({ length: shards }, (_, i) => shardReport(i)))),
  );
}
process.exit(statuses.every((status) => status === 0) ? 0 : 1);

/**
 * The shards' reports as one: their counts added and their suites listed together; a shard that
 * left none counts as one failure.
 */
function mergeReports(files) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const suites = [];
  for (const file of files) {
    const shardReport = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    if (!shardReport?.stats) stats.unexpected += 1;
    for (const key of Object.keys(stats)) stats[key] += shardReport?.stats?.[key] ?? 0;
    suites.push(...(shardReport?.suites ?? []));
  }
  return { stats, suites };
}
