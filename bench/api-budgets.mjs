// The API part of `npm run bench`: one freshly started instance on one database (PGlite in a new
// data directory, or a new PostgreSQL database), measured the way a customer meets it, with each
// figure beside its budget (bench/README.md says how to read them).
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, rssMb, runAutocannon, signUpUsers, startServer, stopServer, summarise } from './lib.mjs';

/** The budgets of the API, per database (figures and their history in bench/RESULTS.md). */
export const API_BUDGETS = {
  /** p99 of each round of a signed-in customer's list of 20 orders, 50 connections. */
  ordersP99Ms: { postgres: 20, pglite: 150 },
  /** The slowest round's p99 at most this many times the quickest's. */
  ordersRoundSpread: 2,
  /** The catalogue's requests a second against a bare node:http server answering the same bytes. */
  packagesRatio: 0.4,
  /** Resident memory of the embedded default after the bench's use. */
  embeddedRssMb: 250,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time a process has used, in µs, from /proc (user + system). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * One autocannon run; with `pid`, also the CPU that process spent per answered request, a figure
 * that moves far less with the machine's load than the latency does.
 */
async function run(options, { pid } = {}) {
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  const result = summarise(await runAutocannon({ connections: 50, ...options }));
  const answered = result.total;
  const cpuPerRequest = pid && answered > 0 ? Math.round((cpuMicros(pid) - cpuBefore) / answered) : undefined;
  return { ...result, cpuPerRequest };
}

async function startBare(port, body) {
  const child = fork(path.join(root, 'bench/bare-server.mjs'), [], {
    env: { PORT: String(port), BARE_BODY: body },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return child;
}

const ORDERS_SQL = `
  insert into orders (user_id, package_id, package_name, amount, status, payment_method, created_at)
  select $1, p.id, p.name, p.price, (array['in-progress','completed','cancelled'])[1 + g % 3], 'UPI',
         now() - g * interval '1 hour'
  from generate_series(1, $2) g
  join (values ('starter','Starter',24999),('growth','Growth',49999),('scale','Scale',99999),
               ('enterprise','Enterprise',199999)) as p(id, name, price)
    on p.id = (array['starter','growth','scale','enterprise'])[1 + g % 4]`;

/**
 * Gives the customer `count` orders straight in SQL. PGlite is held by one process, so the server
 * is stopped for it and started again on the same data: every figure is then taken from that
 * freshly started instance.
 */
async function insertOrders(server, databaseUrl, userId, count, start) {
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(ORDERS_SQL, [userId, count]);
    await client.end();
    return server;
  }
  await stopServer(server, { keepData: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(server.dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.query(ORDERS_SQL, [userId, count]);
  await db.close();
  return start(server.dataDir);
}

/**
 * Measures one database; returns the rows of the table (`measure`, `figure`, `budget`, `ok`, with
 * `ok` undefined for a figure reported without a budget) and the details of each part.
 */
export async function benchApi({ label, databaseUrl, port, seconds, rounds }) {
  const driver = databaseUrl ? 'postgres' : 'pglite';
  const env = { DATABASE_URL: databaseUrl ?? '' };
  const start = (dataDir) => startServer({ port, env, ...(dataDir ? { dataDir } : {}) });
  let server = await start();
  const rows = [];
  const add = (measure, figure, budget = '', ok = undefined) =>
    rows.push({ database: label, measure, figure, budget, ok });
  let bare;
  try {
    const [cookie] = await signUpUsers(server.base, 1, 'orders');
    const me = await fetch(`${server.base}/api/auth/me`, { headers: { cookie } }).then((r) => r.json());
    server = await insertOrders(server, databaseUrl, me.data.user.id, 20, start);
    const pid = server.child.pid;
    const idleRss = rssMb(pid);
    const base = server.base;

    // The catalogue against the floor, alternating, the median of each.
    bare = await startBare(port + 1, await fetch(`${base}/api/packages`).then((r) => r.text()));
    const app = [];
    const floor = [];
    for (let i = 0; i < rounds; i++) {
      floor.push(await run({ url: `http://127.0.0.1:${port + 1}/api/packages`, duration: seconds }));
      app.push(await run({ url: `${base}/api/packages`, duration: seconds }, { pid }));
    }
    const ratio = median(app.map((r) => r.requestsPerSecond)) / median(floor.map((r) => r.requestsPerSecond));
    add(
      `GET /api/packages, × a bare node:http server (${median(app.map((r) => r.requestsPerSecond))} / ${median(floor.map((r) => r.requestsPerSecond))} req/s)`,
      `${ratio.toFixed(2)}×`,
      `≥ ${API_BUDGETS.packagesRatio}×`,
      ratio >= API_BUDGETS.packagesRatio,
    );

    // The customer's list: a warm-up (statements prepared, code compiled), then the rounds.
    const ordersUrl = `${base}/api/orders`;
    const probe = await fetch(ordersUrl, { headers: { cookie } });
    if (!probe.ok) throw new Error(`GET /api/orders answered ${probe.status}`);
    await run({ url: ordersUrl, headers: { cookie }, duration: 2 });
    const orders = [];
    for (let i = 0; i < rounds; i++) {
      orders.push(await run({ url: ordersUrl, headers: { cookie }, duration: seconds }, { pid }));
    }
    const p99s = orders.map((r) => r.p99Ms);
    const budget = API_BUDGETS.ordersP99Ms[driver];
    const failed = orders.reduce((n, r) => n + r.non2xx + r.errors, 0);
    add(
      `GET /api/orders p99 ms, each round (20 orders, 50 connections; ${median(orders.map((r) => r.requestsPerSecond))} req/s${failed ? `, ${failed} failed` : ''})`,
      p99s.join(', '),
      `≤ ${budget}`,
      p99s.every((p99) => p99 <= budget) && failed === 0,
    );
    const spread = Math.max(...p99s) / Math.max(1, Math.min(...p99s));
    add(
      'GET /api/orders, slowest round ÷ quickest',
      `${spread.toFixed(2)}×`,
      `≤ ${API_BUDGETS.ordersRoundSpread}×`,
      spread <= API_BUDGETS.ordersRoundSpread,
    );

    // The session check alone: the account of the session, no list.
    const session = await run(
      { url: `${base}/api/auth/me`, headers: { cookie }, duration: seconds },
      { pid },
    );
    const cpu = {
      packages: median(app.map((r) => r.cpuPerRequest)),
      me: session.cpuPerRequest,
      orders: median(orders.map((r) => r.cpuPerRequest)),
    };
    add(
      'Server CPU µs a request: GET /api/packages · /api/auth/me · /api/orders',
      `${cpu.packages} · ${cpu.me} · ${cpu.orders}`,
    );

    // Writes beside the reads: payment initiation with the sandbox, and sign-ins (argon2).
    const initiate = await run(
      {
        url: `${base}/api/payments/initiate`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ packageId: 'scale' }),
        connections: 20,
        duration: seconds,
      },
      { pid },
    );
    add(
      'POST /api/payments/initiate, 20 connections: req/s, p99 ms',
      `${initiate.requestsPerSecond}, ${initiate.p99Ms}${initiate.non2xx + initiate.errors ? ` (${initiate.non2xx + initiate.errors} failed)` : ''}`,
    );
    const email = me.data.user.email;
    const login = await run({
      url: `${base}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-123' }),
      connections: 16,
      duration: seconds,
    });
    add(
      'POST /api/auth/login, 16 connections: req/s, p99 ms',
      `${login.requestsPerSecond}, ${login.p99Ms}${login.non2xx + login.errors ? ` (${login.non2xx + login.errors} failed)` : ''}`,
    );

    const usedRss = rssMb(pid);
    add(
      `Server RSS MB after the bench's use (${idleRss} at rest)`,
      String(usedRss),
      driver === 'pglite' ? `≤ ${API_BUDGETS.embeddedRssMb}` : '',
      driver === 'pglite' ? usedRss <= API_BUDGETS.embeddedRssMb : undefined,
    );
    return rows;
  } finally {
    bare?.kill('SIGTERM');
    await stopServer(server);
  }
}
