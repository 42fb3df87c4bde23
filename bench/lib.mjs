// Shared pieces of the benchmark scripts: start the built server, wait for it, sign users up,
// run autocannon, and append results to bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The server entry to measure: LAUNCHPAD_BUILD_DIR's build, or this checkout's, whose server is
 * built first when it is missing or BENCH_BUILD=1.
 */
export function builtServerEntry() {
  const buildDir = process.env.LAUNCHPAD_BUILD_DIR;
  const serverEntry = buildDir
    ? path.join(buildDir, 'server/server.js')
    : path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverEntry) || process.env.BENCH_BUILD === '1') {
    const built = spawnSync('npm', ['run', 'build', '-w', '@launchpad/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(1);
  }
  return serverEntry;
}

/** BENCH_DATABASE_URL; without it, says how to make the database and exits. */
export function requireBenchDatabase(databaseName, script, what = 'a PostgreSQL database of its own') {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) return databaseUrl;
  console.error(`Set BENCH_DATABASE_URL to ${what}, e.g.`);
  console.error(`  psql -h 127.0.0.1 -U postgres -d test -c 'create database ${databaseName}'`);
  console.error(`  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/${databaseName} npm run ${script}`);
  process.exit(2);
}

export function ensureBuilt() {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js')) || process.env.BENCH_BUILD === '1') {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(1);
  }
}

/** How long a starting server may take before the bench gives up on it. */
const STARTUP_CAP_MS = 10 * 60_000;

/** Starts the bundled server on its own data; resolves once /api/health answers. */
export async function startServer({
  port,
  env = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'launchpad-bench-')),
  serverEntry = path.join(root, 'apps/server/dist/server.js'),
}) {
  const databaseUrl = env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? '';
  // BENCH_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof` to see where a request's time goes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
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
  // A new embedded database is created before the server listens, which takes a minute or more on
  // a busy machine: the wait ends when the server answers or exits, not after a fixed time (the
  // cap only guards against a server that hangs).
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 'a signal')));
  const giveUpAt = Date.now() + STARTUP_CAP_MS;
  while (Date.now() < giveUpAt) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base, dataDir };
    } catch {}
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
    if (code !== undefined) throw new Error(`the server exited with ${code} before it answered`);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within ${STARTUP_CAP_MS / 60_000} minutes`);
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

/** Signs in with a password, as the login form does; the session cookie. */
export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return `session=${(await res.json()).data.token}`;
}

/** Pays for a package through the sandbox's checkout page, as the buyer's browser would; the order id. */
export async function payForPackage(base, cookie, packageId) {
  const res = await fetch(`${base}/api/payments/initiate`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ packageId }),
  });
  if (!res.ok) throw new Error(`initiate answered ${res.status}: ${await res.text()}`);
  const { checkoutUrl, merchantOrderId, orderId } = (await res.json()).data;
  const page = await fetch(`${base}${new URL(checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ action: 'pay', mode: 'UPI_INTENT' }).toString(),
    redirect: 'manual',
  });
  if (page.status >= 400) throw new Error(`the sandbox refused the payment: ${page.status}`);
  const status = await fetch(`${base}/api/payments/status/${merchantOrderId}`, { headers: { cookie } });
  if ((await status.json()).status !== 'COMPLETED') throw new Error('the payment did not complete');
  return orderId;
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
    cookies.push(await signIn(base, { email, password }));
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

/** Latency percentiles of samples in ms, to a tenth. */
export function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(at(100)) };
}

/**
 * Calls `run(i)` `total` times, `workers` at a time, after `warmup` calls; the latency percentiles
 * in ms and the calls per second.
 */
export async function measureLatency(run, { total, workers, warmup }) {
  for (let i = 0; i < warmup; i++) await run(i);
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await run(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...percentiles(latencies), rps: Math.round(latencies.length / seconds) };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
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
