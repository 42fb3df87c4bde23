// `npm run bench:pdf`: what one customer downloading their invoice over and over costs everyone
// else. Other customers' GET /api/packages (4 connections, 200 req/s) is measured alone, then
// while 10 connections fetch one customer's invoice PDF as fast as they can. PGlite by default,
// PostgreSQL with BENCH_DATABASE_URL. BENCH_DURATION (default 10 s) sets each phase's length;
// LAUNCHPAD_BUILD_DIR picks the build; BENCH_DRY_RUN=1 prints the figures without recording them.
// The per-user download limit is scaled out of the way (RATE_LIMIT_SCALE), so that the figure is
// the cost of serving the document, not of refusing it.
import os from 'node:os';
import {
  appendResults,
  builtServerEntry,
  payForPackage,
  runAutocannon,
  signUpUsers,
  startServer,
  stopServer,
  summarise,
} from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const serverEntry = builtServerEntry();
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4397), serverEntry });
const base = server.base;

/** Other customers' catalogue reads at a steady rate, so that latency is not self-inflicted. */
const packagesReads = (cookie) =>
  runAutocannon({
    url: `${base}/api/packages`,
    connections: 4,
    overallRate: 200,
    duration,
    headers: { cookie },
  }).then(summarise);

try {
  const [owner, other] = await signUpUsers(base, 2, 'pdf');
  const orderId = await payForPackage(base, owner, 'starter');
  const order = await fetch(`${base}/api/orders/${orderId}`, { headers: { cookie: owner } }).then((r) =>
    r.json(),
  );
  const invoiceId = order.data.invoices[0]?.id;
  if (!invoiceId) throw new Error('the paid order has no invoice');
  const pdfUrl = `${base}/api/invoices/${invoiceId}/pdf`;
  const first = await fetch(pdfUrl, { headers: { cookie: owner } });
  if (!first.ok) throw new Error(`the invoice PDF answered ${first.status}`);
  await first.arrayBuffer();

  await packagesReads(other); // warm-up
  const alone = await packagesReads(other);
  const [beside, pdfs] = await Promise.all([
    packagesReads(other),
    runAutocannon({ url: pdfUrl, connections: 10, duration, headers: { cookie: owner } }).then(summarise),
  ]);

  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const lines = [
    `Other customers' \`GET /api/packages\` (4 connections, 200 req/s), alone and while 10 connections fetch one customer's invoice PDF; load average when it ended: ${load}.`,
    '',
    '| phase | packages p50 ms | packages p99 ms | packages non-2xx | PDFs/s | PDF p50 ms | PDF p99 ms | PDF non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    `| alone | ${alone.p50Ms} | ${alone.p99Ms} | ${alone.non2xx + alone.errors} | | | | |`,
    `| beside PDF downloads | ${beside.p50Ms} | ${beside.p99Ms} | ${beside.non2xx + beside.errors} | ${pdfs.requestsPerSecond} | ${pdfs.p50Ms} | ${pdfs.p99Ms} | ${pdfs.non2xx + pdfs.errors} |`,
  ];
  if (process.env.BENCH_DRY_RUN === '1') console.log(lines.join('\n'));
  else appendResults(`Invoice PDF downloads beside other customers, ${database}`, 'npm run bench:pdf', lines);
} finally {
  await stopServer(server);
}
