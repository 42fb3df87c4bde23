import { randomBytes } from 'node:crypto';
import { type OrderDetail, orderDetailSchema, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';

let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** A PDF's bytes: its signature, then `size` bytes of anything. */
const pdf = (size = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(size)]);
/** A real 1×1 PNG. */
const png = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
/** A Windows executable's header. */
const executable = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4096)]);

async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

function buy(user: User, packageId = 'starter') {
  return placeOrder(ctx.app, user, packageId, { payWith: 'CARD' });
}

async function detail(orderId: string, user: User): Promise<OrderDetail> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return successEnvelope(orderDetailSchema).parse(res.json()).data;
}

async function upload(
  user: User,
  orderId: string,
  kind: string,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const { payload, headers } = await multipart({ kind, ...fields }, file);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/documents`,
    headers: { ...headers, cookie: user.cookie },
    payload,
  });
}

const download = (user: User, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

async function storedFiles(orderId: string) {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as files, (select count(*)::int from file_chunks c join order_files f on f.id = c.file_id where f.order_id = ${orderId}) as chunks
        from order_files where order_id = ${orderId}`,
  );
  return (result as unknown as { rows: { files: number; chunks: number }[] }).rows[0];
}

describe('POST /api/orders/:id/documents', () => {
  it('stores the upload, and the owner downloads the very same bytes as an attachment', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    // Larger than one chunk row, so the bytes cross chunk boundaries.
    const bytes = pdf(700 * 1024);

    const res = await upload(asha, orderId, 'pan', {
      name: '..\\..\\My PAN card<1>.PDF',
      type: 'application/pdf',
      bytes,
    });

    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'pan',
      status: 'uploaded',
      fileName: 'My PAN card1.pdf',
      size: bytes.length,
    });
    const order = await detail(orderId, asha);
    expect(order.documents.find((d) => d.kind === 'pan')?.status).toBe('uploaded');
    expect(order.events.at(-1)?.reason).toMatch(/^PAN card of each director: uploaded My PAN card1\.pdf/);

    const documentId = res.json().data.id;
    const file = await download(asha, `/api/orders/${orderId}/documents/${documentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="My PAN card1.pdf"; filename*=UTF-8''My%20PAN%20card1.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(
      (await download(admin, `/api/orders/${orderId}/documents/${documentId}/file`)).rawPayload.equals(bytes),
    ).toBe(true);
    expect((await detail(orderId, asha)).events.at(-1)?.reason).toBe(
      'PAN card of each director: My PAN card1.pdf downloaded',
    );
  });

  it("answers 404 for another user's order and document, exactly as for ones that do not exist", async () => {
    const asha = await createUser(ctx.app);
    const ravi = await createUser(ctx.app);
    const orderId = await buy(asha);
    const res = await upload(asha, orderId, 'pan', {
      name: 'pan.pdf',
      type: 'application/pdf',
      bytes: pdf(),
    });
    const documentId = res.json().data.id;

    const theirs = await download(ravi, `/api/orders/${orderId}/documents/${documentId}/file`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('%PDF');
    const intoTheirs = await upload(ravi, orderId, 'aadhaar', {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: pdf(),
    });
    expect(intoTheirs.statusCode).toBe(404);
    expect((await detail(orderId, asha)).documents.find((d) => d.kind === 'aadhaar')?.status).toBe(
      'required',
    );
  });

  it('refuses a renamed executable with 415, whatever its name and type say, and keeps nothing', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);

    const res = await upload(asha, orderId, 'pan', {
      name: 'pan.pdf',
      type: 'application/pdf',
      bytes: executable(),
    });

    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Upload a PDF, JPEG or PNG file' });
    expect(await storedFiles(orderId)).toEqual({ files: 0, chunks: 0 });
    expect((await detail(orderId, asha)).documents.find((d) => d.kind === 'pan')?.status).toBe('required');
  });

  it('refuses bytes that match no allowed type with 415, though named and sent as a PDF, and keeps nothing', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);

    const res = await upload(asha, orderId, 'pan', {
      name: 'pan.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('PAN: ABCDE1234F, typed into a text file and renamed'),
    });

    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Upload a PDF, JPEG or PNG file' });
    expect(await storedFiles(orderId)).toEqual({ files: 0, chunks: 0 });
    expect((await detail(orderId, asha)).documents.find((d) => d.kind === 'pan')?.status).toBe('required');
  });

  it('keeps a file under the type its bytes show, not the name and type it was sent with', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const bytes = png();

    const res = await upload(asha, orderId, 'pan', { name: 'pan.pdf', type: 'application/pdf', bytes });

    expect(res.statusCode).toBe(201);
    expect(res.json().data.fileName).toMatch(/\.png$/);
    const file = await download(asha, `/api/orders/${orderId}/documents/${res.json().data.id}/file`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);

    const res = await upload(asha, orderId, 'pan', {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: pdf(11 * 1024 * 1024),
    });

    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Files can be at most 10 MB');
    expect(await storedFiles(orderId)).toEqual({ files: 0, chunks: 0 });
  });

  it('needs the kind of an unfinished document and a file', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const unknown = await upload(asha, orderId, 'passport', {
      name: 'p.png',
      type: 'image/png',
      bytes: png(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([{ path: 'kind', message: 'Unknown document' }]);
    const { payload, headers } = await multipart({ kind: 'pan' });
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/documents`,
      headers: { ...headers, cookie: asha.cookie },
      payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Choose a file to upload');
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/documents`,
      headers: { cookie: asha.cookie },
      payload: { kind: 'pan' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('reviewing documents', () => {
  it('shows the rejection reason, takes a new upload, and finishes the documents step once all are accepted', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const first = await upload(asha, orderId, 'photo', { name: 'me.png', type: 'image/png', bytes: png() });
    const photoId = first.json().data.id;

    const rejected = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/documents/${photoId}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'rejected', reason: 'The photo is blurred' },
    });
    expect(rejected.statusCode).toBe(200);
    let photo = (await detail(orderId, asha)).documents.find((d) => d.id === photoId);
    expect(photo).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });

    const again = await upload(
      asha,
      orderId,
      'photo',
      { name: 'me-sharp.png', type: 'image/png', bytes: png() },
      { replaces: photoId },
    );
    expect(again.statusCode).toBe(201);
    photo = (await detail(orderId, asha)).documents.find((d) => d.id === photoId);
    expect(photo).toMatchObject({ status: 'uploaded', reason: null, fileName: 'me-sharp.png' });

    const { documents } = await detail(orderId, asha);
    for (const document of documents.filter((d) => d.id !== photoId)) {
      await upload(asha, orderId, document.kind, {
        name: `${document.kind}.pdf`,
        type: 'application/pdf',
        bytes: pdf(),
      });
    }
    for (const document of documents) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/documents/${document.id}`,
        headers: { cookie: admin.cookie },
        payload: { status: 'accepted' },
      });
      expect(res.statusCode).toBe(200);
    }

    const order = await detail(orderId, asha);
    expect(order.documents.every((d) => d.status === 'accepted')).toBe(true);
    expect(order.milestones.find((m) => m.title === 'Your documents received and checked')?.status).toBe(
      'done',
    );
    expect(order.trackState).toBe('on-track');
    // An accepted file stays: replacing it, or sending a document of one file again, is refused.
    const late = await upload(
      asha,
      orderId,
      'photo',
      { name: 'other.png', type: 'image/png', bytes: png() },
      { replaces: photoId },
    );
    expect(late.statusCode).toBe(409);
    const lateProof = await upload(asha, orderId, 'office-proof', {
      name: 'bill.png',
      type: 'image/png',
      bytes: png(),
    });
    expect(lateProof.statusCode).toBe(409);
  });
});

describe('deliverables', () => {
  it('are uploaded by an admin and downloaded by the owner, bytes unchanged', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const bytes = pdf(300 * 1024);
    const { payload, headers } = await multipart(
      { kind: 'certificate-of-incorporation' },
      { name: 'COI.pdf', type: 'application/pdf', bytes },
    );

    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/deliverables`,
      headers: { ...headers, cookie: asha.cookie },
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
      headers: { ...headers, cookie: admin.cookie },
      payload,
    });
    expect(res.statusCode).toBe(201);

    const order = await detail(orderId, asha);
    expect(order.deliverables).toEqual([
      expect.objectContaining({
        kind: 'certificate-of-incorporation',
        fileName: 'COI.pdf',
        size: bytes.length,
      }),
    ]);
    expect(order.events.at(-1)?.reason).toBe('Certificate of incorporation delivered: COI.pdf');
    const file = await download(
      asha,
      `/api/orders/${orderId}/deliverables/${order.deliverables[0]?.id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    const ravi = await createUser(ctx.app);
    expect(
      (await download(ravi, `/api/orders/${orderId}/deliverables/${order.deliverables[0]?.id}/file`))
        .statusCode,
    ).toBe(404);
  });
});
