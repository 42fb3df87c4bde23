import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, waitFor } from '../../../test/helpers.ts';
import { placeOrder } from '../../../test/payments.ts';
import { pdfWith } from '../../../test/uploads.ts';

const logLines: { level: number; msg?: string; statusCode?: number }[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true, logger: { level: 'info', stream: capture } });
});
afterAll(async () => {
  await ctx?.close();
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Starts a 2 MB upload over a real socket and writes its head and the first 600 KB of the file:
 * enough for the server to have stored chunks of it. The rest never comes.
 */
function startUpload(port: number, orderId: string, cookie: string) {
  const boundary = 'launchpad-aborted-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npan\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST /api/orders/${orderId}/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
  );
  socket.write(head);
  socket.write(pdfWith('aborted', 600 * 1024));
  return socket;
}

describe('an upload the client abandons half way', () => {
  it('is logged as an aborted request, not a database failure, and leaves nothing stored', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, asha, 'starter', { payWith: 'CARD' });
    const { port } = ctx.app.server.address() as { port: number };
    const chunksOfOrder = sql`select count(*)::int as n from file_chunks c
      join order_files f on f.id = c.file_id where f.order_id = ${orderId}`;

    const socket = startUpload(port, orderId, asha.cookie);
    // The server is storing the file when the browser's tab closes.
    await waitFor(async () => (await count(chunksOfOrder)) > 0);
    socket.destroy();

    await waitFor(async () => logLines.some((line) => line.msg === 'request aborted by the client'));
    const aborted = logLines.find((line) => line.msg === 'request aborted by the client');
    expect(aborted?.level).toBeLessThanOrEqual(40);
    await waitFor(
      async () =>
        (await count(sql`select count(*)::int as n from order_files where order_id = ${orderId}`)) === 0,
    );
    expect(await count(chunksOfOrder)).toBe(0);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    expect(logLines.some((line) => /database unavailable/i.test(line.msg ?? ''))).toBe(false);
    expect(logLines.filter((line) => (line.statusCode ?? 0) >= 500)).toEqual([]);

    const pan = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie: asha.cookie },
    });
    expect(pan.json().data.documents.find((d: { kind: string }) => d.kind === 'pan')).toMatchObject({
      status: 'required',
      fileName: null,
    });
  });
});
