// `npm run bench:api`: payment initiation throughput and latency with the sandbox provider,
// 20 concurrent buyers each with their own session. BENCH_DATABASE_URL runs it on PostgreSQL.
import {
  appendResults,
  ensureBuilt,
  runAutocannon,
  signUpUsers,
  startServer,
  stopServer,
  summarise,
} from './lib.mjs';

const buyers = 20;
const duration = Number(process.env.BENCH_DURATION ?? 15);
const packages = ['starter', 'growth', 'scale', 'enterprise'];

ensureBuilt();
const server = await startServer({ port: 4390 });
try {
  const cookies = await signUpUsers(server.base, buyers, 'buyer');
  let next = 0;
  const result = await runAutocannon({
    url: server.base,
    connections: buyers,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/payments/initiate',
        setupRequest: (request, context) => {
          context.buyer ??= cookies[next++ % cookies.length];
          return {
            ...request,
            headers: { 'content-type': 'application/json', cookie: context.buyer },
            body: JSON.stringify({ packageId: packages[Math.floor(Math.random() * packages.length)] }),
          };
        },
      },
    ],
  });
  const s = summarise(result);
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  appendResults(`POST /api/payments/initiate, sandbox, ${buyers} buyers, ${database}`, 'npm run bench:api', [
    `| requests/s | p50 ms | p99 ms | errors | non-2xx | total |`,
    `|---|---|---|---|---|---|`,
    `| ${s.requestsPerSecond} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.non2xx} | ${s.total} |`,
  ]);
  if (s.non2xx > 0 || s.errors > 0) process.exitCode = 1;
} finally {
  await stopServer(server);
}
