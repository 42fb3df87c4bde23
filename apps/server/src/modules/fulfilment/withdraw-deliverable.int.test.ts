import { randomBytes, randomUUID } from 'node:crypto';
import { orderDetailSchema, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import { readZip } from '../../../test/zip.ts';

let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** Hands a small PDF over to the order as its certificate of incorporation; returns its id. */
async function handOver(orderId: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('kind', 'certificate-of-incorporation');
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(1024)]);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
    headers: { 'content-type': request.headers.get('content-type') as string, cookie: admin.cookie },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

function withdraw(orderId: string, fileId: string, body: object, who: User = admin) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/orders/${orderId}/deliverables/${fileId}`,
    headers: { cookie: who.cookie },
    payload: body,
  });
}

/** The customer's data export, built now; its manifest as text. */
async function exportedManifest(user: User): Promise<string> {
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/data-export',
    headers: { cookie: user.cookie },
  });
  expect(requested.statusCode, requested.body).toBe(202);
  await ctx.app.privacy.exports.buildPending();
  const file = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/me/data-export/${requested.json().data.id}/file`,
    headers: { cookie: user.cookie },
  });
  expect(file.statusCode).toBe(200);
  return ((await readZip(file.rawPayload)).get('manifest.json') as Buffer).toString('utf8');
}

async function customerView(orderId: string, user: User) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: user.cookie },
  });
  return successEnvelope(orderDetailSchema).parse(res.json()).data;
}

describe('DELETE /api/admin/orders/:id/deliverables/:documentId', () => {
  it('withdraws a wrong file: the customer no longer sees or downloads it, and the timeline says why', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, asha, 'starter', { payWith: 'CARD' });
    const wrong = await handOver(orderId, 'COI-other-client.pdf');
    const right = await handOver(orderId, 'COI.pdf');

    const res = await withdraw(orderId, wrong, { reason: "Another client's certificate" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: wrong, fileName: 'COI-other-client.pdf' },
      message: 'Deliverable withdrawn',
    });

    const order = await customerView(orderId, asha);
    expect(order.deliverables.map((d) => d.id)).toEqual([right]);
    expect(order.events.at(-1)?.reason).toBe("A file was withdrawn: Another client's certificate");
    // The team keeps the name.
    const staff = await customerView(orderId, admin);
    expect(staff.events.at(-1)?.reason).toBe(
      "Certificate of incorporation withdrawn: COI-other-client.pdf. Another client's certificate",
    );
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/deliverables/${wrong}/file`,
      headers: { cookie: asha.cookie },
    });
    expect(download.statusCode).toBe(404);
    // Its bytes are gone from the database, not only hidden.
    const chunks = (await ctx.database.db.execute(
      sql`select count(*)::int as n from file_chunks where file_id = ${wrong}`,
    )) as unknown as { rows: { n: number }[] };
    expect(chunks.rows[0]?.n).toBe(0);

    // Twice is a 404: there is nothing left to withdraw.
    expect((await withdraw(orderId, wrong, { reason: 'Again' })).statusCode).toBe(404);
  });

  it('names a withdrawn file nowhere the customer reads: order page, timeline, activity and data export', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, asha, 'starter', { payWith: 'CARD' });
    const wrong = await handOver(orderId, 'wrong-cert-PAN-ABCDE1234F.pdf');
    const right = await handOver(orderId, 'COI.pdf');
    // The customer downloaded both before the mistake was seen: each download is on the timeline.
    for (const id of [wrong, right]) {
      const download = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/deliverables/${id}/file`,
        headers: { cookie: asha.cookie },
      });
      expect(download.statusCode).toBe(200);
    }
    const before = await customerView(orderId, asha);
    expect(before.events.filter((e) => e.reason?.includes('wrong-cert'))).toHaveLength(2);

    expect((await withdraw(orderId, wrong, { reason: 'It was not yours' })).statusCode).toBe(200);

    const readsOfTheCustomer = [
      JSON.stringify(await customerView(orderId, asha)),
      (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: asha.cookie } })).body,
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/orders/activity',
          headers: { cookie: asha.cookie },
        })
      ).body,
      await exportedManifest(asha),
    ];
    for (const read of readsOfTheCustomer) expect(read).not.toContain('wrong-cert');
    const after = await customerView(orderId, asha);
    expect(after.events.map((e) => e.reason)).toEqual(
      expect.arrayContaining([
        'Certificate of incorporation delivered: a file since withdrawn',
        'Certificate of incorporation: a file since withdrawn downloaded',
        'Certificate of incorporation delivered: COI.pdf',
        'Certificate of incorporation: COI.pdf downloaded',
        'A file was withdrawn: It was not yours',
      ]),
    );
    const staff = JSON.stringify(await customerView(orderId, admin));
    expect(staff).toContain('Certificate of incorporation delivered: wrong-cert-PAN-ABCDE1234F.pdf');
    expect(staff).toContain('Certificate of incorporation: wrong-cert-PAN-ABCDE1234F.pdf downloaded');
  });

  it('needs a reason, an admin, and a deliverable of this order', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, asha, 'starter', { payWith: 'CARD' });
    const file = await handOver(orderId, 'COI.pdf');

    const blank = await withdraw(orderId, file, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'reason', message: 'Say why the deliverable is withdrawn' }),
    );
    expect((await withdraw(orderId, file, { reason: 'Mine' }, asha)).statusCode).toBe(403);
    expect((await withdraw(randomUUID(), file, { reason: 'Wrong order' })).statusCode).toBe(404);
    expect((await withdraw(orderId, randomUUID(), { reason: 'No such file' })).statusCode).toBe(404);
    expect((await customerView(orderId, asha)).deliverables.map((d) => d.id)).toEqual([file]);
  });
});
