// `npm run bench:load`: a mixed workload (browse, sign in, dashboard, initiate, status) at 200
// connections for 60 s on PostgreSQL (BENCH_DATABASE_URL, a database of its own). Afterwards every
// initiation that answered 200 must be a payment in the database, and nothing may have answered 5xx.
import pg from 'pg';
import { appendResults, ensureBuilt, runAutocannon, signUpUsers, startServer, stopServer } from './lib.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to an empty PostgreSQL database of its own.');
  process.exit(2);
}
const duration = Number(process.env.BENCH_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const packages = ['starter', 'growth', 'scale', 'enterprise'];

ensureBuilt();
const server = await startServer({ port: 4398, env: { DATABASE_URL: databaseUrl } });
const initiated = new Set();
const statuses = new Map();
try {
  const buyers = await signUpUsers(server.base, 40, 'load');
  const accounts = [];
  for (let i = 0; i < 10; i++) {
    const email = `load-signin-${Date.now()}-${i}@example.in`;
    await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Signin ${i}`,
        email,
        phone: '+91 90000 22222',
        password: 'load-password-1',
      }),
    });
    accounts.push(email);
  }
  let turn = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  const result = await runAutocannon({
    url: server.base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request, context) => {
          context.cookie ??= buyers[turn++ % buyers.length];
          const roll = Math.random();
          context.kind =
            roll < 0.35
              ? 'browse'
              : roll < 0.45
                ? 'signin'
                : roll < 0.7
                  ? 'dashboard'
                  : roll < 0.85
                    ? 'initiate'
                    : 'status';
          if (context.kind === 'status' && !context.lastPayment) context.kind = 'dashboard';
          switch (context.kind) {
            case 'browse':
              return { ...request, method: 'GET', path: Math.random() < 0.5 ? '/api/packages' : '/' };
            case 'signin':
              return {
                ...request,
                method: 'POST',
                path: '/api/auth/login',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: pick(accounts), password: 'load-password-1' }),
              };
            case 'dashboard':
              return { ...request, method: 'GET', path: '/api/orders', headers: { cookie: context.cookie } };
            case 'initiate':
              return {
                ...request,
                method: 'POST',
                path: '/api/payments/initiate',
                headers: { 'content-type': 'application/json', cookie: context.cookie },
                body: JSON.stringify({ packageId: pick(packages) }),
              };
            default:
              return {
                ...request,
                method: 'GET',
                path: `/api/payments/status/${context.lastPayment}`,
                headers: { cookie: context.cookie },
              };
          }
        },
        onResponse: (status, body, context) => {
          count(status);
          if (context.kind === 'initiate' && status === 200) {
            const id = JSON.parse(body).data.merchantOrderId;
            initiated.add(id);
            context.lastPayment = id;
          }
        },
      },
    ],
  });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'select merchant_order_id from payments where merchant_order_id = any($1)',
    [[...initiated]],
  );
  await client.end();
  const missing = initiated.size - rows.length;
  const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const lines = [
    `| connections | seconds | requests | req/s | p50 ms | p99 ms | 5xx | errors/timeouts | initiated | missing in DB |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
    `| ${connections} | ${duration} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${fiveHundreds} | ${result.errors + result.timeouts} | ${initiated.size} | ${missing} |`,
    '',
    `Status codes: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}×${c}`)
      .join(', ')}.`,
  ];
  appendResults(
    'Mixed load on PostgreSQL (browse, sign in, dashboard, initiate, status)',
    'npm run bench:load',
    lines,
  );
  if (fiveHundreds > 0 || missing !== 0) process.exitCode = 1;
} finally {
  await stopServer(server);
}
