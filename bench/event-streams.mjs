// `npm run bench:events`: 1,000 open GET /api/events streams on one instance of the built server,
// and the memory they add. 99 customers and one admin, 10 streams each (the per-account cap); then
// one customer places an order, which must reach that customer's 10 streams and all 10 of the
// admin's, and nobody else's; then every stream must get its heartbeat (25 s), which re-reads the
// sessions of all 1,000 in one statement. Fails when the streams add more than 100 MB of RSS.
//
// PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL.
import http from 'node:http';
import { appendResults, ensureBuilt, rssMb, signIn, signUpUsers, startServer, stopServer } from './lib.mjs';

const CUSTOMERS = 99;
const STREAMS_PER_ACCOUNT = 10;
const BUDGET_MB = 100;
const HEARTBEAT_WAIT_MS = 30_000;
const ADMIN = { email: 'bench-admin@example.in', password: 'bench-admin-password-1' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens one stream and counts what arrives on it: `order` events by order id, and heartbeats. */
function openStream(base, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers: { cookie }, agent: false });
    request.once('error', reject);
    request.once('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /api/events answered ${res.statusCode}`));
        res.resume();
        return;
      }
      const stream = { request, orders: new Map(), heartbeats: 0, ready: false, ended: false };
      res.once('close', () => {
        stream.ended = true;
      });
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) stream.heartbeats += 1;
          if (block.startsWith('retry:')) stream.ready = true;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: order$/m.test(block) && data) {
            const { orderId } = JSON.parse(data);
            stream.orders.set(orderId, performance.now());
          }
        }
      });
      resolve(stream);
    });
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

ensureBuilt();
const databaseUrl = process.env.BENCH_DATABASE_URL;
const label = databaseUrl ? 'PostgreSQL' : 'PGlite';
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 4396),
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});
let failed = false;
try {
  const { base } = server;
  console.log(`signing up ${CUSTOMERS} customers…`);
  const customers = await signUpUsers(base, CUSTOMERS, 'events');
  const admin = await signIn(base, ADMIN);
  // One stream and one event first, so that what every instance pays once (the listening
  // connection, the code paths) is in the baseline rather than in the streams' share.
  const warm = await openStream(base, customers[0]);
  warm.request.destroy();
  await sleep(3000);
  const baseline = rssMb(server.child.pid);

  console.log(`opening ${(CUSTOMERS + 1) * STREAMS_PER_ACCOUNT} streams…`);
  const opened = performance.now();
  const accounts = [...customers.map((cookie) => ({ cookie, admin: false })), { cookie: admin, admin: true }];
  const streams = [];
  for (const account of accounts) {
    const own = await Promise.all(
      Array.from({ length: STREAMS_PER_ACCOUNT }, () => openStream(base, account.cookie)),
    );
    for (const stream of own) {
      stream.account = account;
      streams.push(stream);
    }
  }
  await waitFor(() => streams.every((s) => s.ready), 30_000, 'every stream to open');
  const openMs = Math.round(performance.now() - opened);
  await sleep(3000);
  const withStreams = rssMb(server.child.pid);

  // One customer places an order: their 10 streams and the admin's 10 hear of it, nobody else.
  const buyer = accounts[7];
  const sent = performance.now();
  const initiated = await fetch(`${base}/api/payments/initiate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: buyer.cookie },
    body: JSON.stringify({ packageId: 'starter' }),
  });
  if (initiated.status !== 200)
    throw new Error(`initiate failed: ${initiated.status} ${await initiated.text()}`);
  const { orderId } = (await initiated.json()).data;
  const concerned = streams.filter((s) => s.account === buyer || s.account.admin);
  await waitFor(() => concerned.every((s) => s.orders.has(orderId)), 10_000, 'the event on every stream');
  const lastArrival = Math.max(...concerned.map((s) => s.orders.get(orderId)));
  const eventMs = Math.round(lastArrival - sent);
  await sleep(500);
  const strangers = streams.filter((s) => !concerned.includes(s) && s.orders.has(orderId)).length;

  console.log('waiting for a heartbeat on every stream…');
  await waitFor(
    () => streams.every((s) => s.heartbeats > 0),
    HEARTBEAT_WAIT_MS,
    'a heartbeat on every stream',
  );
  const afterHeartbeat = rssMb(server.child.pid);
  const stillOpen = streams.filter((s) => !s.ended).length;
  for (const stream of streams) stream.request.destroy();

  const added = Math.max(withStreams, afterHeartbeat) - baseline;
  const perStreamKb = Math.round((added * 1024) / streams.length);
  failed = added > BUDGET_MB || strangers > 0 || stillOpen !== streams.length;
  appendResults(`Event streams, ${label}`, 'npm run bench:events', [
    `| measure | value |`,
    `|---|---|`,
    `| open streams (99 customers + 1 admin, 10 each) | ${streams.length} |`,
    `| time to open them all | ${openMs} ms |`,
    `| RSS before / with the streams / after a heartbeat on each | ${baseline} / ${withStreams} / ${afterHeartbeat} MB |`,
    `| RSS added by the streams (budget ${BUDGET_MB} MB) | ${added} MB (about ${perStreamKb} KB a stream) |`,
    `| an order placed reached the buyer's 10 and the admin's 10 streams in | ${eventMs} ms |`,
    `| streams of other customers that received it | ${strangers} |`,
    `| streams still open after the heartbeat and its session check | ${stillOpen} |`,
    '',
    failed ? '**Over budget or wrong delivery.**' : `Within budget.`,
  ]);
} finally {
  await stopServer(server);
}
process.exit(failed ? 1 : 0);
