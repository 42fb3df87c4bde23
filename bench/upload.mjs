// `npm run bench:upload`: does a 10 MB document upload hold up other requests? One customer uploads
// a 10 MB PDF to POST /api/orders/:id/documents again and again while GET /api/packages is measured
// alongside; the same measurement without uploads comes first, for comparison. Fails unless the p99
// of GET /api/packages during the uploads is ≤ 50 ms. BENCH_DATABASE_URL runs it on PostgreSQL
// (else the embedded database); BENCH_DURATION sets the seconds of each phase (default 20),
// BENCH_UPLOADERS the uploads running at once (default 1); BENCH_DRY_RUN=1 prints the figures
// without recording them.
import os from 'node:os';
import {
  appendResults,
  builtServerEntry,
  payForPackage,
  percentiles,
  signUpUsers,
  startServer,
  stopServer,
} from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20) * 1000;
const uploaders = Number(process.env.BENCH_UPLOADERS ?? 1);
const BUDGET_P99_MS = 50;
const FILE_BYTES = 10 * 1024 * 1024;
const serverEntry = builtServerEntry();

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4394), serverEntry });
const base = server.base;

// A PDF of exactly the largest size accepted: the header the type is recognised by, then filler.
const pdf = Buffer.alloc(FILE_BYTES, 0x20);
pdf.write('%PDF-1.7\n', 0);
pdf.write('\n%%EOF\n', FILE_BYTES - 7);

/** Latency percentiles of GET /api/packages, one request after another, for `ms`. */
async function measurePackages(ms, whileRunning = () => true) {
  const latencies = [];
  const until = performance.now() + ms;
  while (performance.now() < until && whileRunning()) {
    const t = performance.now();
    const res = await fetch(`${base}/api/packages`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /api/packages answered ${res.status}`);
    latencies.push(performance.now() - t);
  }
  return { count: latencies.length, ...percentiles(latencies) };
}

try {
  const [cookie] = await signUpUsers(base, 1, 'uploader');
  const orderId = await payForPackage(base, cookie, 'starter');

  async function upload() {
    const form = new FormData();
    form.append('kind', 'pan');
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'pan-scan.pdf');
    const t = performance.now();
    const res = await fetch(`${base}/api/orders/${orderId}/documents`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    const body = await res.text();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${body.slice(0, 200)}`);
    const { data } = JSON.parse(body);
    if (data.size !== FILE_BYTES) throw new Error(`stored ${data.size} bytes of ${FILE_BYTES}`);
    return performance.now() - t;
  }

  await upload();
  for (let i = 0; i < 50; i++) await fetch(`${base}/api/packages`).then((r) => r.arrayBuffer());
  const quiet = await measurePackages(duration);

  let uploading = true;
  const uploadTimes = [];
  const uploads = Promise.all(
    Array.from({ length: uploaders }, async () => {
      while (uploading) uploadTimes.push(await upload());
    }),
  );
  // The measurement starts once the first uploads are under way.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const busy = await measurePackages(duration);
  uploading = false;
  await uploads;

  uploadTimes.sort((a, b) => a - b);
  const medianUpload = uploadTimes[Math.floor(uploadTimes.length / 2)] ?? 0;
  const mbPerSecond = FILE_BYTES / 1024 / 1024 / (medianUpload / 1000);
  const within = busy.p99 <= BUDGET_P99_MS;
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `${uploaders} customer upload${uploaders === 1 ? '' : 's'} at a time of a 10 MB PDF (${uploadTimes.length} in ` +
      `${duration / 1000} s; median ${Math.round(medianUpload)} ms each, ${mbPerSecond.toFixed(1)} MB/s), stored in ` +
      `${database}; GET /api/packages one request after another alongside. Load average at the end: ` +
      `${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs.`,
    '',
    '| GET /api/packages | requests | p50 ms | p95 ms | p99 ms | max ms | budget |',
    '|---|---|---|---|---|---|---|',
    `| alone | ${quiet.count} | ${quiet.p50} | ${quiet.p95} | ${quiet.p99} | ${quiet.max} | |`,
    `| during uploads | ${busy.count} | ${busy.p50} | ${busy.p95} | ${busy.p99} | ${busy.max} | ≤ ${BUDGET_P99_MS} ms p99 ${within ? '✓' : '✗'} |`,
  ];
  if (process.env.BENCH_DRY_RUN === '1') console.log(lines.join('\n'));
  else appendResults(`10 MB uploads beside GET /api/packages, ${database}`, 'npm run bench:upload', lines);
  if (!within) {
    console.error(`GET /api/packages missed the ${BUDGET_P99_MS} ms p99 budget during uploads.`);
    process.exitCode = 1;
  }
} finally {
  await stopServer(server);
}
