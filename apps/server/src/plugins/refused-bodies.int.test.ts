import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/helpers.ts';
import { placeOrder } from '../../test/payments.ts';
import { pdfWith, uploadFile } from '../../test/uploads.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOADS_PER_HOUR: '1' }, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

/** A multipart upload of `bytes` as one document, its body and content type. */
async function multipart(bytes: Buffer) {
  const form = new FormData();
  form.append('kind', 'pan');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'pan.pdf');
  const built = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await built.arrayBuffer()), type: built.headers.get('content-type') as string };
}

type Answer = { status: number; body: string; sentWholeBody: boolean } | { error: string };

/**
 * Sends the upload over a real connection in pieces, as a browser sends a large file, so that bytes
 * are still on their way when the server decides; reads the answer, or the error the client saw,
 * and whether the whole body had gone out when the answer came.
 */
function send(path: string, token: string, upload: { body: Buffer; type: string }) {
  const { port } = ctx.app.server.address() as AddressInfo;
  const PIECE = 128 * 1024;
  return new Promise<Answer>((resolve) => {
    let sentWholeBody = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': upload.type,
          'content-length': String(upload.body.length),
        },
      },
      (res) => {
        const answeredAfterBody = sentWholeBody;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            sentWholeBody: answeredAfterBody,
          }),
        );
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.on('finish', () => {
      sentWholeBody = true;
    });
    let offset = 0;
    const writeNext = () => {
      const piece = upload.body.subarray(offset, offset + PIECE);
      offset += PIECE;
      if (offset >= upload.body.length) {
        req.end(piece);
        return;
      }
      // A short pause between pieces, as a network would make, however fast the loopback is.
      req.write(piece, () => setTimeout(writeNext, 5));
    };
    writeNext();
  });
}

describe('a refused upload', () => {
  it('reaches the client as the 429 with its message, not as a broken connection', async () => {
    const user = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
    const first = await uploadFile(ctx.app, user, `/api/orders/${orderId}/documents`, 'pan', {
      name: 'pan.pdf',
      bytes: pdfWith('first'),
    });
    expect(first.statusCode, first.body).toBe(201);

    const upload = await multipart(pdfWith('over-the-hour', 8 * 1024 * 1024));
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await send(`/api/orders/${orderId}/documents`, user.token, upload);
      // The server read the body to its end before it answered, so nothing was left to reset.
      expect(answer).toMatchObject({ status: 429, sentWholeBody: true });
      if ('body' in answer) {
        expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: 'rate_limited' } });
      }
    }
  });
});
