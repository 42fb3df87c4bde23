import { dataExportSchema, orderReference, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';
import { busyCustomer, seller } from '../../../test/privacy.ts';
import { readZip } from '../../../test/zip.ts';

let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp(seller, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const exportEnvelope = successEnvelope(dataExportSchema);

function requestExport(user: User) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/data-export',
    headers: { cookie: user.cookie },
  });
}

function get(user: User, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
}

async function downloadArchive(user: User) {
  const requested = await requestExport(user);
  expect(requested.statusCode, requested.body).toBe(202);
  const { id, status } = exportEnvelope.parse(requested.json()).data;
  expect(status).toBe('pending');
  expect(await ctx.app.privacy.exports.buildPending()).toBeGreaterThanOrEqual(1);
  const ready = exportEnvelope.parse((await get(user, `/api/auth/me/data-export/${id}`)).json()).data;
  expect(ready.status).toBe('ready');
  const file = await get(user, `/api/auth/me/data-export/${id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  return { id, entries: await readZip(file.rawPayload) };
}

describe('POST /api/auth/me/data-export', () => {
  it('builds an archive with every category of a busy customer, and nothing of another', async () => {
    const asha = await busyCustomer(ctx, admin, 'asha');
    const ravi = await busyCustomer(ctx, admin, 'ravi');
    const { entries } = await downloadArchive(asha.user);

    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
    expect(manifest.profile.email).toBe(asha.user.email);
    expect(manifest.billingDetails.name).toBe('asha Foods LLP');
    expect(manifest.orders).toHaveLength(1);
    const [order] = manifest.orders;
    expect(order.reference).toBe(orderReference(asha.orderId));
    expect(order.timeline.length).toBeGreaterThan(2);
    expect(order.milestones.length).toBeGreaterThan(0);
    expect(order.documents.some((d: { kind: string }) => d.kind === 'pan')).toBe(true);
    expect(manifest.payments.map((p: { state: string }) => p.state)).toContain('COMPLETED');
    expect(manifest.refunds).toHaveLength(1);
    expect(manifest.taxDocuments.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'credit-note',
      'invoice',
    ]);
    expect(manifest.messages).toHaveLength(1);
    expect(manifest.mails.map((m: { template: string }) => m.template)).toEqual(
      expect.arrayContaining(['verify-email', 'payment-received']),
    );
    expect(manifest.signIns.length).toBeGreaterThan(0);
    expect(manifest.signIns[0]).toMatchObject({
      method: 'password',
      ipPrefix: expect.stringMatching(/\.0$/),
    });
    expect(manifest.signIns[0].at).toEqual(expect.any(String));

    // The order's conversation as the customer sees it, with the attachment's file; no internal note.
    expect(order.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['customer', 'Message of asha: here is my rent agreement'],
      ['staff', 'Answer to asha: that works.'],
    ]);
    const attachment = order.messages[0].attachment;
    expect(attachment).toMatch(new RegExp(`^orders/${order.reference}/messages/.+rent-asha\\.pdf$`));
    expect((entries.get(attachment) as Buffer).toString('latin1')).toContain('attachment-of-asha');

    // The complaint, with the team's acknowledgement.
    expect(manifest.complaints).toHaveLength(1);
    expect(manifest.complaints[0]).toMatchObject({
      subject: 'Complaint of asha',
      body: 'The launch of asha is late.',
      status: 'acknowledged',
      orderReference: orderReference(asha.orderId),
    });
    expect(manifest.complaints[0].number).toMatch(/^GRV-/);
    expect(manifest.complaints[0].timeline.map((e: { note: string | null }) => e.note)).toContain(
      'Looking into it for asha',
    );
    expect(manifest.dataRequests.map((r: { action: string }) => r.action)).toContain('requested');
    for (const category of manifest.categories) expect(manifest).toHaveProperty(category);

    // The files themselves: the document, the deliverable and both tax documents as PDFs.
    for (const file of order.files) expect(entries.has(file.path)).toBe(true);
    const fileBytes = order.files.map((file: { path: string }) =>
      (entries.get(file.path) as Buffer).toString('latin1'),
    );
    expect(fileBytes.some((text: string) => text.includes('document-of-asha'))).toBe(true);
    expect(fileBytes.some((text: string) => text.includes('deliverable-of-asha'))).toBe(true);
    for (const document of manifest.taxDocuments) {
      expect((entries.get(document.path) as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // Nothing of the other customer, anywhere in the archive.
    const everything = Buffer.concat([...entries.values()]).toString('latin1');
    for (const trace of [
      // The team's internal note and its attachment are not the customer's data.
      'Internal note about asha',
      'internal-of-asha',
      ravi.user.email,
      'ravi Foods',
      'of-ravi',
      orderReference(ravi.orderId),
      ravi.user.user.id,
    ]) {
      expect(everything).not.toContain(trace);
    }
  });

  it('holds a readable index and a CSV per table beside the manifest, saying what the manifest says', async () => {
    const asha = await busyCustomer(ctx, admin, 'meena');
    const { entries } = await downloadArchive(asha.user);
    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
    const reference = orderReference(asha.orderId);

    const page = (entries.get('index.html') as Buffer).toString('utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<h1>Your Launchpad data</h1>');
    expect(page).toContain(asha.user.email);
    expect(page).toContain(reference);
    expect(page).not.toContain('<script');
    // Every CSV it links to is in the archive, and every tax document's PDF is linked.
    const linked = [...page.matchAll(/href="([^"#]+)"/g)].map((m) => m[1] as string);
    for (const href of linked) expect(entries.has(href), href).toBe(true);
    for (const document of manifest.taxDocuments) expect(linked).toContain(document.path);

    const csv = (name: string) =>
      (entries.get(name) as Buffer)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const orders = csv('orders.csv');
    expect(orders).toHaveLength(manifest.orders.length + 1);
    expect(orders[0]?.split(',')).toEqual(expect.arrayContaining(['reference', 'status', 'amount']));
    expect(orders[1]).toContain(reference);
    expect(csv('payments.csv')).toHaveLength(manifest.payments.length + 1);
    expect(csv('refunds.csv')).toHaveLength(manifest.refunds.length + 1);
    expect(csv('tax-documents.csv')).toHaveLength(manifest.taxDocuments.length + 1);
    const timeline = csv('order-timeline.csv');
    expect(timeline.length).toBeGreaterThan(manifest.orders[0].timeline.length);
    expect(timeline[0]?.startsWith('order,')).toBe(true);
    expect(csv('profile.csv')[1]).toContain(asha.user.email);
  });

  it('mails the owner when the archive is ready', async () => {
    const user = await createUser(ctx.app);
    const { id } = await downloadArchive(user);
    const mails = await drive.rows<{ template: string }>(
      sql`select template from mail_outbox where idempotency_key = ${`data-export-ready:${id}`} and recipient = ${user.email}`,
    );
    expect(mails.map((m) => m.template)).toEqual(['data-export-ready']);
  });

  it('answers an export under way instead of starting a second one', async () => {
    const user = await createUser(ctx.app);
    const first = exportEnvelope.parse((await requestExport(user)).json()).data;
    const second = exportEnvelope.parse((await requestExport(user)).json()).data;
    expect(second.id).toBe(first.id);
  });

  it('is built by one instance when two look for work at once', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.privacy.exports.buildPending(); // what earlier tests left waiting
    const { id } = exportEnvelope.parse((await requestExport(user)).json()).data;
    const built = await Promise.all([
      ctx.app.privacy.exports.buildPending(),
      ctx.app.privacy.exports.buildPending(),
    ]);
    expect(built.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = await drive.rows<{ attempts: number; status: string }>(
      sql`select attempts, status from data_exports where id = ${id}`,
    );
    expect(rows[0]).toEqual({ attempts: 1, status: 'ready' });
  });

  it('is refused to anyone but its owner, and before it is ready', async () => {
    const owner = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const { id } = exportEnvelope.parse((await requestExport(owner)).json()).data;
    expect((await get(owner, `/api/auth/me/data-export/${id}/file`)).statusCode).toBe(409);
    await ctx.app.privacy.exports.buildPending();
    expect((await get(other, `/api/auth/me/data-export/${id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/auth/me/data-export/${id}/file`)).statusCode).toBe(404);
    expect((await get(other, '/api/auth/me/data-export/not-an-id')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/me/data-export' })).statusCode).toBe(401);
  });

  it('stops working 24 hours after it is ready, and its bytes are deleted', async () => {
    const user = await createUser(ctx.app);
    const { id } = await downloadArchive(user);
    await ctx.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    expect((await get(user, `/api/auth/me/data-export/${id}/file`)).statusCode).toBe(404);
    await ctx.app.privacy.exports.buildPending();
    const chunks = await drive.rows<{ n: number }>(
      sql`select count(*)::int as n from data_export_chunks where export_id = ${id}`,
    );
    expect(chunks[0]?.n).toBe(0);
    expect(exportEnvelope.parse((await get(user, `/api/auth/me/data-export/${id}`)).json()).data.status).toBe(
      'expired',
    );
  });
});
