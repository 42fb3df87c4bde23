// `npm run bench:export`: is a customer's data export built with flat memory? Two customers of one
// server, with 20 MB and with 100 MB of documents (10 MB PDFs uploaded through the API), each ask for
// their data; the server's resident memory is sampled every 50 ms while the archive is built in the
// background and while it is downloaded. Fails unless the growth of the peak over the memory before the
// build is under 64 MB for 100 MB of documents. BENCH_DATABASE_URL runs it on PostgreSQL (else the
// embedded database); BENCH_DRY_RUN=1 prints the figures without recording them.
import {
  appendResults,
  builtServerEntry,
  payForPackage,
  rssMb,
  signUpUsers,
  startServer,
  stopServer,
} from './lib.mjs';

const FILE_BYTES = 10 * 1024 * 1024;
const BUDGET_GROWTH_MB = 64;
const serverEntry = builtServerEntry();
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8160), serverEntry });
const base = server.base;
const pid = server.child.pid;

// A PDF of the largest size accepted: its header, then filler that deflate would shrink (stored as is).
const pdf = Buffer.alloc(FILE_BYTES, 0x20);
pdf.write('%PDF-1.7\n', 0);
pdf.write('\n%%EOF\n', FILE_BYTES - 7);

/** Samples the server's memory until `work` settles; the work's result and the peak. */
async function sampled(work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function customerWith(megabytes, cookie) {
  const orderId = await payForPackage(base, cookie, 'starter');
  for (let i = 0; i < megabytes / 10; i++) {
    const form = new FormData();
    form.append('kind', 'pan');
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), `scan-${i}.pdf`);
    const res = await fetch(`${base}/api/orders/${orderId}/documents`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  }
}

async function exportOf(cookie) {
  const headers = { cookie, origin: base };
  const asked = await fetch(`${base}/api/auth/me/data-export`, { method: 'POST', headers });
  if (asked.status !== 202) throw new Error(`export answered ${asked.status}: ${await asked.text()}`);
  const { id } = (await asked.json()).data;
  const started = performance.now();
  for (;;) {
    const status = (await (await fetch(`${base}/api/auth/me/data-export/${id}`, { headers })).json()).data;
    if (status.status === 'ready') return { id, size: status.size, ms: performance.now() - started };
    if (status.status === 'failed') throw new Error('the export failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function download(cookie, id) {
  const res = await fetch(`${base}/api/auth/me/data-export/${id}/file`, { headers: { cookie } });
  if (!res.ok) throw new Error(`download answered ${res.status}`);
  let bytes = 0;
  for await (const part of res.body) bytes += part.length;
  return bytes;
}

try {
  const cookies = await signUpUsers(base, 2, 'exporter');
  const rows = [];
  for (const [index, megabytes] of [20, 100].entries()) {
    const cookie = cookies[index];
    await customerWith(megabytes, cookie);
    // Let the uploads' garbage go before the baseline is read.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = rssMb(pid);
    const built = await sampled(() => exportOf(cookie));
    const fetched = await sampled(() => download(cookie, built.result.id));
    if (fetched.result !== built.result.size)
      throw new Error(`downloaded ${fetched.result} of ${built.result.size}`);
    rows.push({ megabytes, before, built, fetched });
  }
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const largest = rows.at(-1);
  const growth = Math.max(largest.built.peak, largest.fetched.peak) - largest.before;
  const within = growth < BUDGET_GROWTH_MB;
  const lines = [
    `One customer's data export with its documents (10 MB PDFs) on ${database}: built by the background loop ` +
      'into 256 KiB rows, then downloaded; server RSS sampled every 50 ms.',
    '',
    '| documents | archive MB | build s | RSS before MB | peak while building MB | peak while downloading MB |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.megabytes} MB | ${(r.built.result.size / 2 ** 20).toFixed(1)} | ${(r.built.result.ms / 1000).toFixed(1)} | ` +
        `${r.before} | ${r.built.peak} | ${r.fetched.peak} |`,
    ),
    '',
    `Growth of the peak over the memory before, 100 MB of documents: ${growth} MB (budget < ${BUDGET_GROWTH_MB} MB ${within ? '✓' : '✗'}).`,
  ];
  if (process.env.BENCH_DRY_RUN === '1') console.log(lines.join('\n'));
  else appendResults(`Data export memory, ${database}`, 'npm run bench:export', lines);
  if (!within) process.exitCode = 1;
} finally {
  await stopServer(server);
}
