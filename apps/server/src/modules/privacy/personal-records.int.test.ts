import { randomUUID } from 'node:crypto';
import { dataExportSchema, ERASED_TEXT, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';
import { proveAddress, seller } from '../../../test/privacy.ts';
import { readZip } from '../../../test/zip.ts';
import { ADDRESS_RECORDS_WITHHELD } from './export-manifest.ts';

let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const exportEnvelope = successEnvelope(dataExportSchema);
let visitor = 0;
/** A client address of its own for each visit, so that per-address limits stay out of the way. */
const nextVisitor = () => {
  visitor += 1;
  return visitor;
};

beforeAll(async () => {
  ctx = await createTestApp(seller);
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** What the owner of `email` left by address, signed out: a complaint, and a contact message the team answered. */
async function leaveRecordsSignedOut(email: string, marker: string) {
  const remoteAddress = `10.91.${nextVisitor()}.1`;
  const raised = await ctx.app.inject({
    method: 'POST',
    url: '/api/grievances',
    remoteAddress,
    payload: {
      name: 'Lakshmi Iyer',
      email,
      subject: `Refund ${marker}`,
      body: `Aadhaar 2345 6789 0123 and account 00112233445 of ${marker}`,
    },
  });
  expect(raised.statusCode, raised.body).toBe(201);
  const contact = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Lakshmi Iyer', email, subject: 'GST registration', message: `Question ${marker}` },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const [message] = await drive.rows<{ id: string }>(
    sql`select id from contact_messages where message = ${`Question ${marker}`}`,
  );
  const answered = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/messages/${message?.id}/replies`,
    headers: { cookie: admin.cookie },
    payload: { body: `Answer ${marker}: we file it in a week.` },
  });
  expect(answered.statusCode, answered.body).toBe(201);
  return { number: raised.json().data.number as string };
}

async function exportManifest(user: User) {
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/data-export',
    headers: { cookie: user.cookie },
  });
  expect(requested.statusCode, requested.body).toBe(202);
  const { id } = exportEnvelope.parse(requested.json()).data;
  await ctx.app.privacy.exports.buildPending();
  const file = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/me/data-export/${id}/file`,
    headers: { cookie: user.cookie },
  });
  expect(file.statusCode, file.body).toBe(200);
  const entries = await readZip(file.rawPayload);
  const everything = Buffer.concat([...entries.values()]).toString('latin1');
  return { id, manifest: JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8')), everything };
}

function lookUp(number: string, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/grievances/lookup',
    remoteAddress: `10.92.${nextVisitor()}.1`,
    payload: { number, email },
  });
}

async function eraseNow(user: User) {
  const scheduled = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/deletion',
    headers: { cookie: user.cookie },
    payload: { password: user.password },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(202);
  await ctx.database.db.execute(
    sql`update account_deletions set scheduled_for = now() - interval '1 minute' where user_id = ${user.user.id} and status = 'scheduled'`,
  );
  expect(await ctx.app.privacy.deletions.carryOutDue()).toBeGreaterThanOrEqual(1);
}

const countOf = async (statement: ReturnType<typeof sql>) =>
  (await drive.rows<{ n: number }>(statement))[0]?.n ?? -1;

describe('records kept by address belong to whoever proved the address', () => {
  it('gives an account registered on somebody else’s address none of their records, and its erasure none of them either', async () => {
    const email = `lakshmi.${randomUUID().slice(0, 8)}@example.in`;
    const squatter = await createUser(ctx.app, { email, name: 'Not Lakshmi' });
    const { number } = await leaveRecordsSignedOut(email, 'squatted');

    const { manifest, everything } = await exportManifest(squatter);
    expect(manifest.complaints).toEqual([]);
    expect(manifest.messages).toEqual([]);
    expect(manifest.mails).toEqual([]);
    expect(manifest.recordsKeptByAddress).toBe(ADDRESS_RECORDS_WITHHELD);
    for (const trace of ['2345 6789 0123', 'Question squatted', 'Answer squatted', number]) {
      expect(everything).not.toContain(trace);
    }

    await eraseNow(squatter);
    const found = await lookUp(number, email);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({
      number,
      subject: 'Refund squatted',
      body: expect.stringContaining('2345 6789 0123'),
    });
    expect(await countOf(sql`select count(*)::int as n from contact_messages where email = ${email}`)).toBe(
      1,
    );
    expect(
      await countOf(sql`select count(*)::int as n from mail_outbox where recipient = ${email}`),
    ).toBeGreaterThan(0);
  });

  it('gives the proved owner their complaints, contact messages with the team’s answers, and mails, and erases them', async () => {
    const email = `lakshmi.${randomUUID().slice(0, 8)}@example.in`;
    const owner = await createUser(ctx.app, { email, name: 'Lakshmi Iyer' });
    await proveAddress(ctx, owner);
    const { number } = await leaveRecordsSignedOut(email, 'owned');

    const { manifest } = await exportManifest(owner);
    expect(manifest.recordsKeptByAddress).toBe('included');
    expect(manifest.complaints.map((c: { number: string }) => c.number)).toEqual([number]);
    expect(manifest.messages).toHaveLength(1);
    expect(manifest.messages[0]).toMatchObject({
      message: 'Question owned',
      answers: [{ body: 'Answer owned: we file it in a week.', at: expect.any(String) }],
    });
    expect(manifest.mails.map((m: { template: string }) => m.template)).toEqual(
      expect.arrayContaining(['verify-email', 'contact-reply']),
    );

    await eraseNow(owner);
    expect((await lookUp(number, email)).statusCode).toBe(404);
    const [complaint] = await drive.rows<{ body: string }>(
      sql`select body from grievances where number = ${number}`,
    );
    expect(complaint?.body).toBe(ERASED_TEXT);
    expect(await countOf(sql`select count(*)::int as n from contact_messages where email = ${email}`)).toBe(
      0,
    );
    expect(await countOf(sql`select count(*)::int as n from mail_outbox where recipient = ${email}`)).toBe(0);
  });

  it('gives the owner who proves the address later what was withheld before', async () => {
    const email = `lakshmi.${randomUUID().slice(0, 8)}@example.in`;
    const user = await createUser(ctx.app, { email, name: 'Lakshmi Iyer' });
    const { number } = await leaveRecordsSignedOut(email, 'later');
    const before = await exportManifest(user);
    expect(before.manifest.complaints).toEqual([]);

    await proveAddress(ctx, user);
    // A day later, when the next copy may be asked for.
    await ctx.database.db.execute(
      sql`update data_exports set created_at = created_at - interval '25 hours' where user_id = ${user.user.id}`,
    );
    const after = await exportManifest(user);
    expect(after.id).not.toBe(before.id);
    expect(after.manifest.recordsKeptByAddress).toBe('included');
    expect(after.manifest.complaints.map((c: { number: string }) => c.number)).toEqual([number]);
    expect(after.manifest.messages.map((m: { message: string }) => m.message)).toEqual(['Question later']);
  });

  it('never hands over a complaint raised from another account on the same address', async () => {
    const email = `lakshmi.${randomUUID().slice(0, 8)}@example.in`;
    const first = await createUser(ctx.app, { email });
    const raised = await ctx.app.inject({
      method: 'POST',
      url: '/api/grievances',
      headers: { cookie: first.cookie },
      remoteAddress: `10.93.${nextVisitor()}.1`,
      payload: { subject: 'From the first account', body: 'Raised signed in.' },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    // The first account moves away; the address is then proved by somebody else's account.
    await ctx.database.db.execute(
      sql`update users set email = ${`moved.${randomUUID().slice(0, 8)}@example.in`} where id = ${first.user.id}`,
    );
    const second = await createUser(ctx.app, { email });
    await proveAddress(ctx, second);
    const { manifest } = await exportManifest(second);
    expect(manifest.complaints).toEqual([]);
  });
});
