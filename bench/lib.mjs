// Shared pieces of the benchmark scripts: start the built server, wait for it, sign users up,
// run autocannon, and append results to bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export function ensureBuilt() {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js')) || process.env.BENCH_BUILD === '1') {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(1);
  }
}

/** Starts the bundled server on its own data; resolves once /api/health answers. */
export async function startServer({
  port,
  env = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'launchpad-bench-')),
  serverEntry = path.join(root, 'apps/server/dist/server.js'),
}) {
  const databaseUrl = env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      // Production refuses the payment sandbox and RATE_LIMIT_SCALE, which the benchmarks need.
      NODE_ENV: 'development',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: `https://bench.launchpad.invalid`,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100000',
      BUSINESS_LEGAL_NAME: 'Launchpad Bench Private Limited',
      BUSINESS_ADDRESS: '1 Bench Road, Bengaluru 560001',
      BUSINESS_STATE: '29',
      GRIEVANCE_OFFICER_NAME: 'Bench Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@bench.launchpad.invalid',
      // Production mode requires a mail server; nothing listens here, so mails wait in the outbox.
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Launchpad Bench <bench@launchpad.invalid>',
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base, dataDir };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

/** Stops the server and deletes its data directory, unless `keepData` (a restart on the same data). */
export async function stopServer(server, { keepData = false } = {}) {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  if (!keepData) rmSync(server.dataDir, { recursive: true, force: true });
}

/** Registers and signs in `count` users; returns their session cookies. */
export async function signUpUsers(base, count, prefix = 'bench') {
  const run = Date.now().toString(36);
  const headers = { 'content-type': 'application/json', origin: base };
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${run}-${i}@example.in`;
    const password = 'bench-password-123';
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench User ${i}`, email, phone: '+91 98765 43210', password }),
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const { data } = await login.json();
    cookies.push(`session=${data.token}`);
  }
  return cookies;
}

export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('error', reject);
  });
}

export function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function appendResults(title, command, lines) {
  const file = path.join(root, 'bench/RESULTS.md');
  const header = existsSync(file)
    ? ''
    : '# Benchmark results\n\nAppended by the bench scripts; newest last.\n';
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  appendFileSync(
    file,
    `${header}\n## ${title} — ${date} UTC\n\nMachine: ${machine()}  \nCommand: \`${command}\`\n\n${lines.join('\n')}\n`,
  );
  console.log(readFileSync(file, 'utf8').split('\n## ').at(-1));
}
