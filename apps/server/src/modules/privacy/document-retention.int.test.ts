import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver, placeOrder, type User } from '../../../test/payments.ts';
import { pdfWith, uploadFile } from '../../../test/uploads.ts';
import { RETENTION_TIMELINE_REASON } from './document-retention.service.ts';

let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // A retention period other than the default, to show that the setting decides.
  ctx = await createTestApp({ DOCUMENT_RETENTION_DAYS: '30' }, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** A completed launch with a document the customer sent and a deliverable; its completion time. */
async function completedLaunch() {
  const user = await createUser(ctx.app);
  const orderId = await placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
  const doc = await uploadFile(ctx.app, user, `/api/orders/${orderId}/documents`, 'pan', {
    name: 'pan.pdf',
    bytes: pdfWith('pan'),
  });
  expect(doc.statusCode, doc.body).toBe(201);
  const deliverable = await uploadFile(ctx.app, admin, `/api/admin/orders/${orderId}/deliverables`, 'other', {
    name: 'certificate.pdf',
    bytes: pdfWith('certificate'),
  });
  expect(deliverable.statusCode, deliverable.body).toBe(201);
  const done = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin.cookie },
    payload: { status: 'completed', confirmOpenWork: true },
  });
  expect(done.statusCode, done.body).toBe(200);
  const [completed] = await drive.rows<{ at: string }>(
    sql`select max(created_at)::text as at from order_events where order_id = ${orderId} and to_status = 'completed'`,
  );
  return { user, orderId, completedAt: new Date(completed?.at ?? '') };
}

const filesOf = (orderId: string) =>
  drive.rows<{ purpose: string }>(
    sql`select purpose from order_files where order_id = ${orderId} order by purpose`,
  );
const noticesOf = (orderId: string) =>
  drive.rows<{ recipient: string }>(
    sql`select recipient from mail_outbox where idempotency_key = ${`documents-retention-notice:${orderId}`}`,
  );
const at = (completedAt: Date, days: number) => new Date(completedAt.getTime() + days * DAY_MS);

describe('retention of identity documents', () => {
  it('mails a week before, then deletes the documents on the day, keeps the deliverables and says so', async () => {
    const { user, orderId, completedAt } = await completedLaunch();
    const retention = ctx.app.privacy.retention;

    await retention.apply(at(completedAt, 22));
    expect(await noticesOf(orderId)).toEqual([]);

    await retention.apply(at(completedAt, 23.5));
    await retention.apply(at(completedAt, 24));
    expect(await noticesOf(orderId)).toEqual([{ recipient: user.email }]);
    expect((await filesOf(orderId)).map((f) => f.purpose)).toEqual(['deliverable', 'document']);

    await retention.apply(at(completedAt, 29.9));
    expect((await filesOf(orderId)).map((f) => f.purpose)).toEqual(['deliverable', 'document']);

    await retention.apply(at(completedAt, 30.01));
    expect((await filesOf(orderId)).map((f) => f.purpose)).toEqual(['deliverable']);
    const chunks = await drive.rows<{ n: number }>(
      sql`select count(*)::int as n from file_chunks c left join order_files f on f.id = c.file_id where f.id is null`,
    );
    expect(chunks[0]?.n).toBe(0);
    expect(await drive.eventReasons(orderId)).toContain(`${RETENTION_TIMELINE_REASON} (1 file)`);
    const audit = await drive.rows<{ kind: string; action: string }>(
      sql`select kind, action from privacy_audit where user_id = ${user.user.id}`,
    );
    expect(audit).toEqual([{ kind: 'retention', action: 'documents-deleted' }]);

    // A later pass finds nothing more to do, and says nothing more on the timeline.
    await retention.apply(at(completedAt, 31));
    expect(
      (await drive.eventReasons(orderId)).filter((r) => r?.startsWith(RETENTION_TIMELINE_REASON)),
    ).toHaveLength(1);
  });

  it('keeps the documents of a launch that is not completed', async () => {
    const user = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
    await uploadFile(ctx.app, user, `/api/orders/${orderId}/documents`, 'pan', {
      name: 'pan.pdf',
      bytes: pdfWith('x'),
    });
    await ctx.app.privacy.retention.apply(new Date(Date.now() + 365 * DAY_MS));
    expect((await filesOf(orderId)).map((f) => f.purpose)).toEqual(['document']);
  });
});
