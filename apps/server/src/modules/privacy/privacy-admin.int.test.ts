import { adminDataRequestsSchema, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';
import type { User } from '../../../test/payments.ts';

let ctx: TestContext;
let admin: User;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx, { name: 'Ops Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

const call = (who: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

const list = async (query = '') =>
  successEnvelope(adminDataRequestsSchema).parse(
    (await call(admin, 'GET', `/api/admin/data-requests${query}`)).json(),
  ).data.requests;

const correction = {
  name: 'Kavya Raghunathan',
  phone: '+91 99000 11223',
  billing: { name: 'Kavya Foods LLP', address: '7 Residency Road, Bengaluru 560025', state: '29' },
  reason: 'Customer wrote on 20 Nov asking to fix the spelling of her name and the billing address.',
};

describe('the admin’s data requests', () => {
  it('pages the list by cursor, newest first, every request once', async () => {
    const customers = [await createUser(ctx.app), await createUser(ctx.app), await createUser(ctx.app)];
    for (const customer of customers) {
      expect((await call(customer, 'POST', '/api/auth/me/data-export')).statusCode).toBe(202);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?kind=export&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = successEnvelope(adminDataRequestsSchema).parse(
        (await call(admin, 'GET', `/api/admin/data-requests${query}`)).json(),
      ).data;
      expect(page.requests.length).toBeLessThanOrEqual(2);
      seen.push(...page.requests.map((request) => request.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    const all = await rows<{ id: string }>(
      sql`select id from data_exports order by created_at desc, id desc`,
    );
    expect(seen).toEqual(all.map((row) => row.id));
    expect(pages).toBe(Math.ceil(all.length / 2));

    const forged = await call(admin, 'GET', '/api/admin/data-requests?cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details).toEqual([{ path: 'cursor', message: 'Invalid cursor' }]);
  });

  it('lists exports and deletions with their dates, outcome and audit trail', async () => {
    const customer = await createUser(ctx.app);
    const requested = await call(customer, 'POST', '/api/auth/me/data-export');
    expect(requested.statusCode).toBe(202);
    await ctx.app.privacy.exports.buildPending();
    expect(
      (await call(customer, 'POST', '/api/auth/me/deletion', { password: customer.password })).statusCode,
    ).toBe(202);
    expect((await call(customer, 'DELETE', '/api/auth/me/deletion')).statusCode).toBe(200);

    const mine = (await list()).filter((request) => request.customer.id === customer.user.id);
    const exported = mine.find((request) => request.kind === 'export');
    expect(exported).toMatchObject({ outcome: 'Ready to download', scheduledFor: null });
    expect(exported?.customer).toEqual({
      id: customer.user.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      erased: false,
    });
    expect(exported?.completedAt).toEqual(expect.any(String));
    expect(exported?.audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['requested', 'Customer'],
      ['ready', 'System'],
    ]);
    const deletion = mine.find((request) => request.kind === 'deletion');
    expect(deletion).toMatchObject({ outcome: 'Cancelled by the customer' });
    expect(deletion?.scheduledFor).toEqual(expect.any(String));
    expect(deletion?.audit.map((entry) => entry.action)).toEqual(['scheduled', 'cancelled']);
    expect((await list('?kind=deletion')).every((request) => request.kind === 'deletion')).toBe(true);
  });

  it('is for admins only', async () => {
    const customer = await createUser(ctx.app);
    expect((await call(customer, 'GET', '/api/admin/data-requests')).statusCode).toBe(403);
    expect(
      (await call(customer, 'POST', `/api/admin/customers/${customer.user.id}/corrections`, correction))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/data-requests' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/customers/:id/corrections', () => {
  it('corrects the name, phone and billing details, with the reason on the customer’s record', async () => {
    const customer = await createUser(ctx.app, { name: 'Kavya Ragunathan' });
    const res = await call(admin, 'POST', `/api/admin/customers/${customer.user.id}/corrections`, correction);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      customer: { id: customer.user.id, name: 'Kavya Raghunathan', phone: '+91 99000 11223' },
      billing: { name: 'Kavya Foods LLP', state: '29', stateName: 'Karnataka', gstin: null },
    });

    const [user] = await rows<{ name: string; phone: string }>(
      sql`select name, phone from users where id = ${customer.user.id}`,
    );
    expect(user).toEqual({ name: 'Kavya Raghunathan', phone: '+91 99000 11223' });
    const [billing] = await rows<{ name: string; address: string }>(
      sql`select name, address from billing_details where user_id = ${customer.user.id}`,
    );
    expect(billing).toEqual({ name: 'Kavya Foods LLP', address: '7 Residency Road, Bengaluru 560025' });
    const audit = await rows<{
      kind: string;
      action: string;
      actor: string;
      detail: Record<string, unknown>;
    }>(sql`select kind, action, actor, detail from privacy_audit where user_id = ${customer.user.id}`);
    expect(audit).toEqual([
      {
        kind: 'correction',
        action: 'corrected',
        actor: admin.user.id,
        detail: { fields: ['name', 'phone', 'billing'], reason: correction.reason, by: 'Ops Admin' },
      },
    ]);
    const listed = (await list('?kind=correction')).find(
      (request) => request.customer.id === customer.user.id,
    );
    expect(listed).toMatchObject({ outcome: 'Corrected' });
    expect(listed?.audit.map((entry) => [entry.action, entry.actor])).toEqual([['corrected', 'Ops Admin']]);
  });

  it('refuses a correction without a reason or a change, an unknown customer and an erased one', async () => {
    const customer = await createUser(ctx.app);
    const url = `/api/admin/customers/${customer.user.id}/corrections`;
    expect((await call(admin, 'POST', url, { name: 'New Name' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { reason: 'Asked by phone' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { ...correction, billing: { name: 'X' } })).statusCode).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        (await call(admin, 'POST', `/api/admin/customers/${id}/corrections`, correction)).statusCode,
      ).toBe(404);
    }
    await ctx.database.db.execute(
      sql`update users set email = ${`erased-${customer.user.id}@erased.invalid`} where id = ${customer.user.id}`,
    );
    expect((await call(admin, 'POST', url, correction)).statusCode).toBe(409);
    expect(
      await rows(
        sql`select 1 from privacy_audit where user_id = ${customer.user.id} and kind = 'correction'`,
      ),
    ).toEqual([]);
  });
});
