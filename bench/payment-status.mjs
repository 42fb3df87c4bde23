// `npm run bench:status`: how many times the payment provider is asked about one pending attempt
// when its owner checks its status 200 times: all at once, then 20 a second for 10 seconds. The
// provider is the sandbox served by the same process; its status calls are read from /metrics
// (requests by route). PGlite by default, PostgreSQL with BENCH_DATABASE_URL; LAUNCHPAD_BUILD_DIR
// picks the build; BENCH_DRY_RUN=1 prints the figures without recording them. The per-user limit
// on status checks is scaled out of the way (RATE_LIMIT_SCALE), so that every check is answered.
import os from 'node:os';
import { appendResults, builtServerEntry, signUpUsers, startServer, stopServer } from './lib.mjs';

const METRICS_TOKEN = 'bench-metrics-token-0123456789-abcdefghij';
const serverEntry = builtServerEntry();
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 4398),
  serverEntry,
  env: { METRICS_TOKEN, SANDBOX_PENDING_DELAY_SECONDS: '3600' },
});
const base = server.base;

/** Status calls the sandbox provider has answered so far. */
async function providerCalls() {
  const text = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => r.text());
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('launchpad_http_requests_total{') && line.includes('/checkout/v2/order/:')) {
      total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

async function checks(cookie, merchantOrderId, count) {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${base}/api/payments/status/${merchantOrderId}`, { headers: { cookie } }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ),
  );
  return answers;
}

try {
  const [cookie] = await signUpUsers(base, 1, 'status');
  const res = await fetch(`${base}/api/payments/initiate`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ packageId: 'starter' }),
  });
  if (!res.ok) throw new Error(`initiate answered ${res.status}`);
  const { merchantOrderId } = (await res.json()).data;

  const rows = [];
  let before = await providerCalls();
  let started = performance.now();
  const burst = await checks(cookie, merchantOrderId, 200);
  let seconds = (performance.now() - started) / 1000;
  let calls = (await providerCalls()) - before;
  const ok = (answers) => answers.filter((s) => s === 200).length;
  rows.push(
    `| 200 at once | ${ok(burst)} | ${burst.length - ok(burst)} | ${calls} | ${seconds.toFixed(1)} |`,
  );

  await new Promise((resolve) => setTimeout(resolve, 4000));
  before = await providerCalls();
  started = performance.now();
  const spread = [];
  for (let second = 0; second < 10; second++) {
    const tick = performance.now();
    spread.push(...(await checks(cookie, merchantOrderId, 20)));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - tick))));
  }
  seconds = (performance.now() - started) / 1000;
  calls = (await providerCalls()) - before;
  rows.push(
    `| 20 a second for 10 s | ${ok(spread)} | ${spread.length - ok(spread)} | ${calls} | ${seconds.toFixed(1)} |`,
  );

  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const lines = [
    `Status checks of one pending attempt by its owner, and the status calls the provider received; load average when it ended: ${load}.`,
    '',
    '| checks | answered 200 | other answers | provider calls | seconds |',
    '|---|---|---|---|---|',
    ...rows,
  ];
  if (process.env.BENCH_DRY_RUN === '1') console.log(lines.join('\n'));
  else appendResults(`Payment status checks and provider calls, ${database}`, 'npm run bench:status', lines);
} finally {
  await stopServer(server);
}
