// `npm run test:e2e`: builds the product and runs the Playwright suite in Debian's Chromium.
// Without a Chromium the suite is skipped loudly, unless E2E_REQUIRED=1 makes that a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

const dataDir = path.join(root, `node_modules/.e2e-data-${process.env.E2E_PORT ?? 4310}`);
rmSync(dataDir, { recursive: true, force: true });
// The second server's, whose seller is registered for GST (playwright.config.ts).
rmSync(`${dataDir}-gst`, { recursive: true, force: true });
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], { E2E_DATA_DIR: dataDir }));
