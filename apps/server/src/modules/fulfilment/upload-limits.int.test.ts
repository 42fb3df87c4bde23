import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import { pdfWith, uploadFile } from '../../../test/uploads.ts';

// Small limits, so that a few small files reach them.
const FILES_PER_ORDER = 6;
const UPLOADS_PER_HOUR = 20;
let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestApp(
    {
      UPLOAD_FILES_PER_ORDER: String(FILES_PER_ORDER),
      UPLOAD_MB_PER_ORDER: '1',
      UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR),
    },
    { listen: true },
  );
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const KB = 1024;
const buy = (user: User) => placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
const sendDocument = (user: User, orderId: string, kind: string, size: number) =>
  uploadFile(ctx.app, user, `/api/orders/${orderId}/documents`, kind, {
    name: `${kind}.pdf`,
    bytes: pdfWith(kind, size),
  });

async function sendAttachment(user: User, orderId: string, size = 2 * KB) {
  const form = new FormData();
  form.append('body', 'A scan for you');
  form.append('file', new Blob([pdfWith('attachment', size)], { type: 'application/pdf' }), 'scan.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    headers: { 'content-type': request.headers.get('content-type') as string, cookie: user.cookie },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A deliverable handed over by the team, before its milestone has started. */
const handOver = (orderId: string, name: string) =>
  uploadFile(
    ctx.app,
    admin,
    `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
    'certificate-of-incorporation',
    { name, bytes: pdfWith(name) },
  );

/** What the order's files take in the database: rows of files, and the bytes of their chunks. */
async function stored(orderId: string): Promise<{ files: number; bytes: number }> {
  const result = await ctx.database.db.execute(
    sql`select (select count(*)::int from order_files where order_id = ${orderId}) as files,
               (select coalesce(sum(octet_length(c.data)), 0)::int from file_chunks c
                  join order_files f on f.id = c.file_id where f.order_id = ${orderId}) as bytes`,
  );
  return (result as unknown as { rows: { files: number; bytes: number }[] }).rows[0] as {
    files: number;
    bytes: number;
  };
}

describe('a document sent again', () => {
  it('replaces its file: twelve uploads of one kind keep one file and its bytes only', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    let last: Awaited<ReturnType<typeof sendDocument>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await sendDocument(asha, orderId, 'office-proof', 200 * KB);
      expect(last.statusCode, last.body).toBe(201);
    }
    const size = last?.json().data.size as number;
    expect(await stored(orderId)).toEqual({ files: 1, bytes: size });
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/documents/${last?.json().data.id}/file`,
      headers: { cookie: asha.cookie },
    });
    expect(file.rawPayload.length).toBe(size);
  });
});

describe('what one order may hold', () => {
  it('answers 413 with the envelope once its files would pass the bytes allowed, keeping nothing', async () => {
    const ravi = await createUser(ctx.app);
    const orderId = await buy(ravi);
    expect((await sendDocument(ravi, orderId, 'office-proof', 600 * KB)).statusCode).toBe(201);
    const before = await stored(orderId);

    const refused = await sendDocument(ravi, orderId, 'office-noc', 600 * KB);

    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'payload_too_large' },
      message:
        'Your files for this order would take more than 1 MB, the most it takes. Send a smaller file. Replace a document rather than adding one, or write to us.',
    });
    expect(await stored(orderId)).toEqual(before);
    // Replacing a document frees what the old file took.
    expect((await sendDocument(ravi, orderId, 'office-proof', 300 * KB)).statusCode).toBe(201);
    expect((await sendDocument(ravi, orderId, 'office-noc', 300 * KB)).statusCode).toBe(201);
  });

  it('answers 413 once the customer has sent the most files, before a byte is stored; the team’s room stays whole', async () => {
    const kavya = await createUser(ctx.app);
    const orderId = await buy(kavya);
    for (let i = 0; i < FILES_PER_ORDER; i++) {
      expect((await sendAttachment(kavya, orderId)).statusCode).toBe(201);
    }

    const refused = await sendAttachment(kavya, orderId);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      `You have sent ${FILES_PER_ORDER} files for this order, the most it takes. Replace a document rather than adding one, or write to us.`,
    );
    expect((await stored(orderId)).files).toBe(FILES_PER_ORDER);
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/messages`,
      headers: { cookie: kavya.cookie },
    });
    expect(thread.json().data.messages).toHaveLength(FILES_PER_ORDER);
    // What the customer sent never takes the room of what the team hands over.
    expect((await handOver(orderId, 'coi.pdf')).statusCode).toBe(201);
  });

  it('answers 413 once the team has handed over the most files; the customer’s room stays whole', async () => {
    const meera = await createUser(ctx.app);
    const orderId = await buy(meera);
    for (let i = 0; i < FILES_PER_ORDER; i++) {
      expect((await handOver(orderId, `deliverable-${i}.pdf`)).statusCode).toBe(201);
    }
    const refused = await handOver(orderId, 'one-too-many.pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      `The team has sent ${FILES_PER_ORDER} files for this order, the most it takes. Withdraw a deliverable the customer no longer needs first.`,
    );
    expect((await stored(orderId)).files).toBe(FILES_PER_ORDER);
    expect((await sendAttachment(meera, orderId)).statusCode).toBe(201);
  });

  it('lets one of two uploads racing for the last place in, and refuses the other', async () => {
    const dev = await createUser(ctx.app);
    const orderId = await buy(dev);
    for (let i = 0; i < FILES_PER_ORDER - 1; i++) {
      expect((await sendAttachment(dev, orderId)).statusCode).toBe(201);
    }
    // A document and an attachment: each transaction locks rows of its own before counting.
    const racing = await Promise.all([
      sendDocument(dev, orderId, 'pan', 300 * KB),
      sendAttachment(dev, orderId, 300 * KB),
    ]);
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 413]);
    expect((await stored(orderId)).files).toBe(FILES_PER_ORDER);
  });
});

describe('uploads per hour', () => {
  it("answers 429 with Retry-After once a customer has sent the hour's allowance, and no one else", async () => {
    const meera = await createUser(ctx.app);
    const orderId = await buy(meera);
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      expect((await sendDocument(meera, orderId, 'office-proof', 2 * KB)).statusCode).toBe(201);
    }

    const refused = await sendDocument(meera, orderId, 'office-proof', 2 * KB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'rate_limited' },
      message: `You have sent ${UPLOADS_PER_HOUR} files in the last hour, the most we take in an hour. Please try again later.`,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendAttachment(meera, orderId)).statusCode).toBe(429);

    const other = await createUser(ctx.app);
    expect((await sendDocument(other, await buy(other), 'pan', 2 * KB)).statusCode).toBe(201);
  });

  it('counts only the uploads it kept: files it refused leave the allowance whole', async () => {
    const ravi = await createUser(ctx.app);
    const orderId = await buy(ravi);
    for (let i = 0; i < UPLOADS_PER_HOUR + 2; i++) {
      const refused = await uploadFile(ctx.app, ravi, `/api/orders/${orderId}/documents`, 'pan', {
        name: 'pan.pdf',
        bytes: Buffer.from('not a PDF at all, only some text'),
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).not.toBe(429);
    }
    expect((await sendDocument(ravi, orderId, 'pan', 2 * KB)).statusCode).toBe(201);
  });
});
