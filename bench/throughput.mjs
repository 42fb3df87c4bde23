// `npm run bench`: API throughput on PGlite and (with BENCH_DATABASE_URL) PostgreSQL, each run on a
// fresh database: the catalogue as a ratio to a bare node:http server started here (median of
// alternating runs), a customer's list of 20 orders against its latency budget, payments, sign-ins
// and memory.
import { fork } from 'node:child_process';
import path from 'node:path';
import {
  appendResults,
  ensureBuilt,
  root,
  rssMb,
  runAutocannon,
  signUpUsers,
  startServer,
  stopServer,
  summarise,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
// The app's port; the bare server listens on the next one.
const port = Number(process.env.BENCH_PORT ?? 4395);
const barePort = port + 1;

/** What a customer with 20 orders may wait for their list, 50 connections at once (decision 019). */
const ORDERS_BUDGET_P99_MS = 25;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startBare(port, body) {
  const child = fork(path.join(root, 'bench/bare-server.mjs'), [], {
    env: { PORT: String(port), BARE_BODY: body },
  });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

async function measure(url, extra = {}) {
  return summarise(await runAutocannon({ url, connections, duration: seconds, ...extra }));
}

/** Peak RSS of a process while `work` runs. */
async function peakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function seedOrders(base, count) {
  const [cookie] = await signUpUsers(base, 1, 'orders');
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } }).then((r) => r.json());
  return { cookie, userId: me.data.user.id, count };
}

async function insertOrders(databaseUrl, userId, count) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into orders (user_id, package_id, package_name, amount, status, payment_method, created_at)
     select $1, p.id, p.name, p.price, (array['in-progress','completed','cancelled'])[1 + g % 3], 'UPI', now() - g * interval '1 hour'
     from generate_series(1, $2) g
     join (values ('starter','Starter',24999),('growth','Growth',49999),('scale','Scale',99999),('enterprise','Enterprise',199999)) as p(id, name, price)
       on p.id = (array['starter','growth','scale','enterprise'])[1 + g % 4]`,
    [userId, count],
  );
  await client.end();
}

async function benchDatabase(label, databaseUrl) {
  const lines = [];
  let ordersBudget = '';
  const env = { DATABASE_URL: databaseUrl ?? '' };
  let server = await startServer({ port, env });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleRss = rssMb(server.child.pid);
  // The floor answers the very same bytes.
  const bare = await startBare(barePort, await fetch(`${server.base}/api/packages`).then((r) => r.text()));
  try {
    // GET /api/packages against the floor, alternating.
    const app = [];
    const floor = [];
    for (let i = 0; i < rounds; i++) {
      floor.push(await measure(`http://127.0.0.1:${barePort}/api/packages`));
      app.push(await measure(`${server.base}/api/packages`));
    }
    const floorRps = median(floor.map((r) => r.requestsPerSecond));
    const appRps = median(app.map((r) => r.requestsPerSecond));
    lines.push(
      `| GET /api/packages | ${appRps} | ${floorRps} | ${(appRps / floorRps).toFixed(2)}× | ${median(app.map((r) => r.p99Ms))} | ${app.reduce((n, r) => n + r.non2xx + r.errors, 0)} |`,
    );

    // GET /api/orders for a user with 20 orders.
    const { cookie, userId } = await seedOrders(server.base, 20);
    if (databaseUrl) {
      await insertOrders(databaseUrl, userId, 20);
    } else {
      await stopServer(server, { keepData: true });
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = new PGlite(path.join(server.dataDir, 'pglite'), { extensions: { pg_trgm } });
      await db.query(
        `insert into orders (user_id, package_id, package_name, amount, status, payment_method, created_at)
         select $1, 'growth', 'Growth', 49999, (array['in-progress','completed','cancelled'])[1 + g % 3], 'UPI', now() - g * interval '1 hour'
         from generate_series(1, 20) g`,
        [userId],
      );
      await db.close();
      server = await startServer({ port, env, dataDir: server.dataDir });
    }
    const probe = await fetch(`${server.base}/api/orders`, { headers: { cookie } });
    if (probe.ok) {
      // The budget is the latency a customer waits for once the server runs: a short warm-up
      // (statements prepared, code compiled) is left out, then the rounds run back to back.
      await measure(`${server.base}/api/orders`, { headers: { cookie }, duration: 2 });
      const orders = [];
      for (let i = 0; i < rounds; i++) {
        orders.push(await measure(`${server.base}/api/orders`, { headers: { cookie } }));
      }
      const p99 = median(orders.map((r) => r.p99Ms));
      lines.push(
        `| GET /api/orders (20 orders, signed in) | ${median(orders.map((r) => r.requestsPerSecond))} | | | ${p99} | ${orders.reduce((n, r) => n + r.non2xx + r.errors, 0)} |`,
      );
      if (databaseUrl && p99 > ORDERS_BUDGET_P99_MS) {
        console.error(`GET /api/orders missed its budget: p99 ${p99} ms > ${ORDERS_BUDGET_P99_MS} ms.`);
        process.exitCode = 1;
      }
      const verdict = databaseUrl
        ? `budget p99 ≤ ${ORDERS_BUDGET_P99_MS} ms ${p99 <= ORDERS_BUDGET_P99_MS ? '✓' : '✗'}`
        : 'the budget is set for PostgreSQL';
      ordersBudget = `GET /api/orders, p99 of the rounds: ${orders.map((r) => r.p99Ms).join(', ')} ms; ${verdict}.`;
    } else {
      lines.push(`| GET /api/orders | not served (${probe.status}) | | | | |`);
    }

    // POST /api/payments/initiate with the sandbox, under memory watch.
    const { result: initiate, peak } = await peakRss(server.child.pid, () =>
      measure(`${server.base}/api/payments/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ packageId: 'scale' }),
        connections: 20,
      }),
    );
    lines.push(
      `| POST /api/payments/initiate (sandbox, 20 conns) | ${initiate.requestsPerSecond} | | | ${initiate.p99Ms} | ${initiate.non2xx + initiate.errors} |`,
    );

    // POST /api/auth/login is bounded by argon2; reads beside it must stay quick.
    const [loginCookie] = await signUpUsers(server.base, 1, 'login');
    const email = (
      await fetch(`${server.base}/api/auth/me`, { headers: { cookie: loginCookie } }).then((r) => r.json())
    ).data.user.email;
    const [login, reads] = await Promise.all([
      measure(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-password-123' }),
        connections: 16,
      }),
      measure(`${server.base}/api/packages`, { connections: 4, overallRate: 200 }),
    ]);
    lines.push(
      `| POST /api/auth/login (16 conns) | ${login.requestsPerSecond} | | | ${login.p99Ms} | ${login.non2xx + login.errors} |`,
    );
    lines.push(
      `| GET /api/packages at 200 req/s beside logins | ${reads.requestsPerSecond} | | | ${reads.p99Ms} | ${reads.non2xx + reads.errors} |`,
    );

    lines.push('', `Memory (RSS): idle ${idleRss} MB, peak under initiate load ${peak} MB.`);
    if (ordersBudget) lines.push('', ordersBudget);
  } finally {
    bare.kill('SIGTERM');
    await stopServer(server);
  }
  appendResults(`API throughput, ${label}`, 'npm run bench', [
    '| endpoint | app req/s | bare node:http req/s | ratio | app p99 ms | errors + non-2xx |',
    '|---|---|---|---|---|---|',
    ...lines,
  ]);
}

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

ensureBuilt();
await benchDatabase('PGlite', undefined);
if (process.env.BENCH_DATABASE_URL) {
  await withFreshDatabase(process.env.BENCH_DATABASE_URL, (url) => benchDatabase('PostgreSQL', url));
}
