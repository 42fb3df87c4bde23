// `npm run bench:orders`: the customer dashboard's list call, GET /api/orders, for one user with
// 200 orders, among other customers' orders, on PostgreSQL. Fails unless p95 < 20 ms.
//
//   psql -h 127.0.0.1 -U postgres -d test -c 'create database launchpad_bench_orders'
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/launchpad_bench_orders npm run bench:orders
//
// Every run signs up a new customer and gives them 200 orders straight in SQL; other customers'
// orders (BENCH_OTHER_ORDERS, default 20,000) are loaded once. BENCH_REQUESTS (default 500) and
// BENCH_CONCURRENCY (default 1, one person's dashboard; 4 is measured as well) shape the run;
// LAUNCHPAD_BUILD_DIR picks the build.
import os from 'node:os';
import pg from 'pg';
import {
  appendResults,
  builtServerEntry,
  measureLatency,
  requireBenchDatabase,
  signUpUsers,
  startServer,
  stopServer,
} from './lib.mjs';

const databaseUrl = requireBenchDatabase('launchpad_bench_orders', 'bench:orders');
const ORDERS_PER_USER = 200;
const OTHER_ORDERS = Number(process.env.BENCH_OTHER_ORDERS ?? 20_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const BUDGET_P95_MS = 20;
const serverEntry = builtServerEntry();

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4392), serverEntry });

// Other customers' orders, so that the user's list is found by its index, not by a scan of a tiny table.
const loadOtherOrders = `
  with customers as (
    insert into users (name, email, phone, password_hash)
    select 'Other Customer ' || n, 'bench-other-' || n || '@example.in', '+91 98765 43210', null
    from generate_series(1, greatest(1, ${OTHER_ORDERS} / 10)) as n
    on conflict (email) do nothing
    returning id
  ), numbered as (
    select id, row_number() over () as n from customers
  )
  insert into orders (user_id, package_id, package_name, amount, status, payment_method, created_at, updated_at)
  select c.id, p.id, p.name, p.price,
         (array['in-progress', 'completed', 'cancelled'])[1 + (g % 3)],
         'UPI',
         now() - make_interval(mins => g),
         now() - make_interval(mins => g)
  from generate_series(1, ${OTHER_ORDERS}) as g
  join numbered c on c.n = 1 + (g % greatest(1, ${OTHER_ORDERS} / 10))
  cross join lateral (
    select * from (values ('starter', 'Starter', 24999), ('growth', 'Growth', 49999),
                          ('scale', 'Scale', 99999), ('enterprise', 'Enterprise', 199999)) as v(id, name, price)
    offset (g % 4) limit 1
  ) as p`;

// The customer's own 200 orders: one pending per package (the schema allows no more), the rest
// paid, completed or cancelled, a few hours apart, each with its timeline rows.
const loadUserOrders = `
  with placed as (
    insert into orders (user_id, package_id, package_name, amount, status, notes, payment_method, created_at, updated_at)
    select $1::uuid, p.id, p.name, p.price,
           case when g <= 4 then 'pending' else (array['in-progress', 'completed', 'cancelled'])[1 + (g % 3)] end,
           case when g % 5 = 0 then 'Bench note ' || g else null end,
           case when g <= 4 then null else 'Card' end,
           now() - make_interval(hours => g),
           now() - make_interval(hours => g)
    from generate_series(1, ${ORDERS_PER_USER}) as g
    cross join lateral (
      select * from (values ('starter', 'Starter', 24999), ('growth', 'Growth', 49999),
                            ('scale', 'Scale', 99999), ('enterprise', 'Enterprise', 199999)) as v(id, name, price)
      offset (g % 4) limit 1
    ) as p
    returning id, status, created_at
  )
  insert into order_events (order_id, from_status, to_status, actor, reason, created_at)
  select id, null, 'pending', $1::text, 'Order placed', created_at from placed
  union all
  select id, 'pending', 'in-progress', 'provider', 'Payment received', created_at + interval '5 minutes'
  from placed where status <> 'pending'`;

try {
  const [cookie] = await signUpUsers(server.base, 1, 'orders');
  const me = await fetch(`${server.base}/api/auth/me`, { headers: { cookie } });
  const userId = (await me.json()).data.user.id;

  const others = Number((await client.query('select count(*) from orders')).rows[0].count);
  if (others < OTHER_ORDERS) {
    const started = performance.now();
    const result = await client.query(loadOtherOrders);
    console.log(`Loaded ${result.rowCount} other orders in ${Math.round(performance.now() - started)} ms`);
  }
  await client.query(loadUserOrders, [userId]);
  await client.query('analyze orders');

  async function listOrders() {
    const res = await fetch(`${server.base}/api/orders`, { headers: { cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`GET /api/orders answered ${res.status}: ${body.slice(0, 200)}`);
    return body;
  }
  const first = JSON.parse(await listOrders());
  if (first.data.length !== ORDERS_PER_USER) {
    throw new Error(`expected ${ORDERS_PER_USER} orders, got ${first.data.length}`);
  }
  const bytes = Buffer.byteLength(JSON.stringify(first));

  /** `requests` requests, `workers` at a time, after a warm-up; latency percentiles in ms. */
  const measure = (workers) => measureLatency(listOrders, { total: requests, workers, warmup: 30 });

  const loadAtStart = os.loadavg()[0];
  const totalOrders = Number((await client.query('select count(*) from orders')).rows[0].count);
  const version = (await client.query('show server_version')).rows[0].server_version;
  const lines = [
    `One customer with ${ORDERS_PER_USER} orders (${Math.round(bytes / 1024)} KiB of JSON) among ${totalOrders.toLocaleString('en-IN')} orders on PostgreSQL ${version}; ${requests} requests per row over HTTP with the customer's session. Load average at the start: ${loadAtStart.toFixed(1)} (other work on the machine shows in the tail).`,
    '',
    '| concurrency | p50 ms | p95 ms | p99 ms | max ms | requests/s | budget |',
    '|---|---|---|---|---|---|---|',
  ];
  let failed = false;
  for (const workers of [...new Set([Number(process.env.BENCH_CONCURRENCY ?? 1), 4])]) {
    const result = await measure(workers);
    const required = workers === Number(process.env.BENCH_CONCURRENCY ?? 1);
    const within = result.p95 < BUDGET_P95_MS;
    if (required && !within) failed = true;
    const budget = required ? `< ${BUDGET_P95_MS} ms p95 ${within ? '✓' : '✗'}` : '';
    lines.push(
      `| ${workers} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.max} | ${result.rps} | ${budget} |`,
    );
    console.log(`concurrency ${workers}`, result);
  }
  appendResults(
    `GET /api/orders, ${ORDERS_PER_USER} orders for one customer, PostgreSQL`,
    'BENCH_DATABASE_URL=… npm run bench:orders',
    lines,
  );
  if (failed) {
    console.error(`GET /api/orders missed the ${BUDGET_P95_MS} ms p95 budget.`);
    process.exitCode = 1;
  }
} finally {
  await client.end();
  await stopServer(server);
}
