import {
  documentTakesSeveral,
  type OrderDetail,
  orderDetailSchema,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import { pdfWith, uploadFile } from '../../../test/uploads.ts';

const FILES_PER_ORDER = 10;
let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_FILES_PER_ORDER: String(FILES_PER_ORDER) }, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const buy = (user: User) => placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
const send = (
  user: User,
  orderId: string,
  kind: string,
  marker: string,
  fields: Record<string, string> = {},
) =>
  uploadFile(
    ctx.app,
    user,
    `/api/orders/${orderId}/documents`,
    kind,
    { name: `${marker}.pdf`, bytes: pdfWith(marker) },
    fields,
  );

async function detail(orderId: string, user: User): Promise<OrderDetail> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: user.cookie },
  });
  return successEnvelope(orderDetailSchema).parse(res.json()).data;
}

const review = (orderId: string, documentId: string, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/documents/${documentId}`,
    headers: { cookie: admin.cookie },
    payload,
  });

async function storedFiles(orderId: string): Promise<string[]> {
  const result = await ctx.database.db.execute(
    sql`select file_name from order_files where order_id = ${orderId} order by file_name`,
  );
  return (result as unknown as { rows: { file_name: string }[] }).rows.map((row) => row.file_name);
}

describe('a document asked of each director', () => {
  it('takes one file per director, each on the checklist with its own state', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const first = await send(asha, orderId, 'pan', 'pan-asha');
    const second = await send(asha, orderId, 'pan', 'pan-ravi');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().data).toMatchObject({
      kind: 'pan',
      copy: 1,
      fileName: 'pan-asha.pdf',
    });
    expect(second.json().data).toMatchObject({
      kind: 'pan',
      copy: 2,
      fileName: 'pan-ravi.pdf',
    });
    expect(documentTakesSeveral(first.json().data.kind)).toBe(true);

    const pans = (await detail(orderId, asha)).documents.filter((d) => d.kind === 'pan');
    expect(pans.map((d) => [d.fileName, d.status])).toEqual([
      ['pan-asha.pdf', 'uploaded'],
      ['pan-ravi.pdf', 'uploaded'],
    ]);
    expect(await storedFiles(orderId)).toEqual(['pan-asha.pdf', 'pan-ravi.pdf']);
  });

  it('is reviewed file by file, and a rejected file is replaced, its old bytes deleted', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const kept = (await send(asha, orderId, 'pan', 'pan-asha')).json().data;
    const blurred = (await send(asha, orderId, 'pan', 'pan-blurred')).json().data;
    expect((await review(orderId, kept.id, { status: 'accepted' })).statusCode).toBe(200);
    const rejected = await review(orderId, blurred.id, {
      status: 'rejected',
      reason: 'The photo is blurred',
    });
    expect(rejected.statusCode).toBe(200);
    let pans = (await detail(orderId, asha)).documents.filter((d) => d.kind === 'pan');
    expect(pans.map((d) => [d.fileName, d.status, d.reason])).toEqual([
      ['pan-asha.pdf', 'accepted', null],
      ['pan-blurred.pdf', 'rejected', 'The photo is blurred'],
    ]);

    const replaced = await send(asha, orderId, 'pan', 'pan-ravi', { replaces: blurred.id });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().data).toMatchObject({ id: blurred.id, copy: 2, status: 'uploaded' });
    pans = (await detail(orderId, asha)).documents.filter((d) => d.kind === 'pan');
    expect(pans.map((d) => [d.fileName, d.status])).toEqual([
      ['pan-asha.pdf', 'accepted'],
      ['pan-ravi.pdf', 'uploaded'],
    ]);
    expect(await storedFiles(orderId)).toEqual(['pan-asha.pdf', 'pan-ravi.pdf']);
  });

  it('refuses to replace an accepted file, or one of another kind', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const pan = (await send(asha, orderId, 'pan', 'pan-asha')).json().data;
    await review(orderId, pan.id, { status: 'accepted' });
    const overAccepted = await send(asha, orderId, 'pan', 'pan-again', { replaces: pan.id });
    expect(overAccepted.statusCode).toBe(409);
    expect(overAccepted.json().message).toBe('This document is already accepted');
    const crossKind = await send(asha, orderId, 'photo', 'photo', { replaces: pan.id });
    expect(crossKind.statusCode).toBe(400);
    expect(crossKind.json().error.details).toEqual([
      { path: 'replaces', message: 'Not a file of this document' },
    ]);
    expect(await storedFiles(orderId)).toEqual(['pan-asha.pdf']);
  });

  it('keeps a document of one file to one: sending it again replaces it', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    await send(asha, orderId, 'office-proof', 'bill-old');
    const again = await send(asha, orderId, 'office-proof', 'bill-new');
    expect(again.json().data).toMatchObject({ kind: 'office-proof', copy: 1, fileName: 'bill-new.pdf' });
    expect(documentTakesSeveral(again.json().data.kind)).toBe(false);
    expect((await detail(orderId, asha)).documents.filter((d) => d.kind === 'office-proof')).toHaveLength(1);
    expect(await storedFiles(orderId)).toEqual(['bill-new.pdf']);
  });

  it('counts every added file against the order’s file limit', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    for (let i = 1; i <= FILES_PER_ORDER; i++) {
      expect((await send(asha, orderId, 'pan', `pan-${i}`)).statusCode).toBe(201);
    }
    const over = await send(asha, orderId, 'pan', 'one-too-many');
    expect(over.statusCode).toBe(413);
    expect((await detail(orderId, asha)).documents.filter((d) => d.kind === 'pan')).toHaveLength(
      FILES_PER_ORDER,
    );
    expect(await storedFiles(orderId)).toHaveLength(FILES_PER_ORDER);
  });

  it('keeps the documents step open until every file of every kind is accepted', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha);
    const kinds = (await detail(orderId, asha)).documents.map((d) => d.kind);
    for (const kind of kinds) {
      const sent = (await send(asha, orderId, kind, kind)).json().data;
      await review(orderId, sent.id, { status: 'accepted' });
    }
    const step = async () =>
      (await detail(orderId, asha)).milestones.find((m) => m.title === 'Your documents received and checked')
        ?.status;
    expect(await step()).toBe('done');
    const another = (await send(asha, orderId, 'aadhaar', 'aadhaar-ravi')).json().data;
    expect(another.copy).toBe(2);
    expect(await step()).toBe('pending');
    await review(orderId, another.id, { status: 'accepted' });
    expect(await step()).toBe('done');
  });
});
