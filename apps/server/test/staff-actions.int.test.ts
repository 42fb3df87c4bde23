import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_ACTIONS_RETENTION_YEARS } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';
import { staffActionOfRoute } from '../src/modules/audit/index.ts';
import {
  createAdmin,
  createTestApp,
  createUser,
  rowsOf,
  type TestContext,
  type TestUser,
} from './helpers.ts';
import { placeOrder } from './payments.ts';
import { firstRetentionPass } from './retention.ts';
import { codeSignIn, enrolTwoFactor, oathtoolCode, passwordSignIn, wrongCode } from './two-factor.ts';

// The audit trail of staff actions: every staff route that writes records who did what, to what,
// from where, in the transaction of the change; nothing can change or remove an entry before its
// time; and the next staff route cannot land unrecorded.

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
const writes: string[] = [];

beforeAll(async () => {
  // Listening: the payment sandbox is reached over HTTP, as a provider would be.
  ctx = await createTestApp(
    {},
    {
      listen: true,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (!['GET', 'HEAD'].includes(method) && route.url.startsWith('/api/')) {
            writes.push(`${method} ${route.url}`);
          }
        }
      },
    },
  );
  admin = await createAdmin(ctx, { email: `auditor.${Date.now()}@example.in` });
  customer = await createUser(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const audit = async (query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Record<string, unknown>[]; nextCursor: string | null };
};

describe('the route table', () => {
  it('records every staff route that writes, and names no route that does not exist', async () => {
    // A staff route refuses a signed-in customer with 403 before anything else. The customer is
    // one of its own: the walk also signs out and schedules deletions.
    let prober = await createUser(ctx.app);
    const staffWrites: string[] = [];
    for (const key of writes) {
      const [method, url] = key.split(' ') as [string, string];
      const call = () =>
        ctx.app.inject({
          method: method as 'POST',
          url: url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
          headers: { authorization: `Bearer ${prober.token}` },
          payload: {},
        });
      let res = await call();
      // An earlier route of the walk signed the prober out (sign-out, a password change): again.
      if (res.statusCode === 401) {
        prober = await createUser(ctx.app);
        res = await call();
      }
      if (res.statusCode === 403 && res.json().error?.code === 'forbidden') staffWrites.push(key);
    }
    expect(staffWrites.length).toBeGreaterThan(20);
    for (const key of staffWrites)
      expect(staffActionOfRoute[key], `${key} records no staff action`).toBeDefined();
    for (const key of Object.keys(staffActionOfRoute)) expect(writes, `${key} is not a route`).toContain(key);
  });
});

describe('an entry', () => {
  it('says who changed what, in what role, from where, and what they asked for', async () => {
    const orderId = await placeOrder(ctx.app, customer, 'starter', { payWith: 'CARD' });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'completed', confirmOpenWork: true },
      remoteAddress: '203.0.113.7',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { items } = await audit(`?orderId=${orderId}`);
    expect(items).toEqual([
      expect.objectContaining({
        action: 'order.status-changed',
        personId: admin.user.id,
        personEmail: admin.user.email,
        personRole: 'owner',
        address: '203.0.113.7',
        targetKind: 'order',
        targetId: orderId,
        orderId,
        changes: { status: 'completed', confirmOpenWork: true },
      }),
    ]);
    // Written in the change's own transaction: PostgreSQL's now() is the same moment in both.
    const [same] = await rowsOf<{ same: boolean }>(
      ctx.database,
      sql`select o.updated_at = a.at as same from orders o join staff_actions a on a.order_id = o.id
          where o.id = ${orderId}`,
    );
    expect(same?.same).toBe(true);
  });

  it('is not written for an action that was refused', async () => {
    const orderId = await placeOrder(ctx.app, customer, 'growth', { payWith: 'CARD' });
    // A paid order never returns to pending: refused inside the transaction, which rolls back.
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'pending' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await audit(`?orderId=${orderId}`)).items).toEqual([]);
  });

  it('is written for a route whose change is one statement, once it has succeeded', async () => {
    const orderId = await placeOrder(ctx.app, customer, 'scale');
    const noted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/notes`,
      headers: { cookie: admin.cookie },
      payload: { notes: 'Call before filing' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const { items } = await audit(`?orderId=${orderId}&action=order.notes-changed`);
    expect(items).toHaveLength(1);
  });

  it('records a staff member’s sign-in, and no customer’s', async () => {
    for (const who of [admin, customer]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: who.email, password: who.password },
        remoteAddress: '198.51.100.9',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { items } = await audit(`?action=staff.signed-in`);
    expect(items.map((item) => item.personId)).toEqual([admin.user.id]);
    expect(items[0]).toMatchObject({ address: '198.51.100.9', targetId: admin.user.id });
  });
});

describe('a second factor', () => {
  it('records a staff member’s wrong code, and the sign-in the right one opens', async () => {
    const staff = await createAdmin(ctx, { email: `second.${Date.now()}@example.in` });
    const { secret } = await enrolTwoFactor(ctx.app, staff.cookie);
    const first = await passwordSignIn(ctx.app, staff, '198.51.100.23');
    const { challenge } = first.json().data as { challenge: string };
    expect((await codeSignIn(ctx.app, challenge, wrongCode(secret), '198.51.100.23')).statusCode).toBe(401);
    expect((await codeSignIn(ctx.app, challenge, oathtoolCode(secret, 1), '198.51.100.23')).statusCode).toBe(
      200,
    );
    const { items } = await audit(`?personId=${staff.user.id}`);
    expect(items.map((item) => [item.action, item.address])).toEqual([
      ['staff.signed-in', '198.51.100.23'],
      ['staff.second-factor-failed', '198.51.100.23'],
    ]);
  });
});

describe('the trail', () => {
  it('cannot be changed, truncated, nor shortened before its retention period ends', async () => {
    const { db } = ctx.database;
    for (const statement of [
      sql`update staff_actions set person_email = 'someone@else.in'`,
      sql`delete from staff_actions`,
      sql`truncate staff_actions`,
    ]) {
      const refusal = await db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(refusal).toMatch(/append-only/);
    }
    await db.execute(sql`insert into staff_actions (at, action, person_email, person_role, target_kind)
      values (now() - interval '9 years', 'mail.retried', 'former@staff.in', 'owner', 'mail')`);
    await db.execute(sql`delete from staff_actions where at < now() - interval '8 years 1 day'`);
    const left = await rowsOf(
      ctx.database,
      sql`select 1 from staff_actions where person_email = 'former@staff.in'`,
    );
    expect(left).toEqual([]);
  });

  it('is shortened by its retention job alone, of what is older than its period', async () => {
    const { db } = ctx.database;
    await db.execute(sql`insert into staff_actions (at, action, person_email, person_role, target_kind)
      values (now() - interval '8 years 2 days', 'mail.retried', 'retired@staff.in', 'owner', 'mail'),
             (now() - interval '7 years', 'mail.retried', 'kept@staff.in', 'owner', 'mail')`);
    expect((await firstRetentionPass(ctx, 'staff_actions_retention')).passed).toBe(true);
    const left = await rowsOf<{ email: string }>(
      ctx.database,
      sql`select person_email as email from staff_actions where person_email in ('retired@staff.in', 'kept@staff.in')`,
    );
    expect(left).toEqual([{ email: 'kept@staff.in' }]);
  });

  it('keeps the retention period of the privacy notice in the database’s own refusal', () => {
    const folder = migrationsFolder();
    const migration = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8'))
      .filter((text) => text.includes('staff_actions_append_only'))
      .at(-1);
    expect(migration).toContain(`interval '${STAFF_ACTIONS_RETENTION_YEARS} years'`);
  });

  it('filters by person and day, pages by cursor, and exports the same as CSV', async () => {
    const orderId = await placeOrder(ctx.app, customer, 'enterprise');
    for (const notes of ['one', 'two', 'three']) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/notes`,
        headers: { cookie: admin.cookie },
        payload: { notes },
      });
    }
    const first = await audit(`?orderId=${orderId}&personId=${admin.user.id}&limit=2`);
    expect(first.items.map((item) => (item.changes as { notes: string }).notes)).toEqual(['three', 'two']);
    const second = await audit(`?orderId=${orderId}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await audit(`?orderId=${orderId}&to=2020-01-01`)).items).toEqual([]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit/export.csv?orderId=${orderId}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Time (UTC),Action,Person,Role');
    expect(lines.slice(1)).toHaveLength(3);
    expect(lines[1]).toContain('Changed an order’s internal notes');
  });

  it('refuses bad filters with 400 naming the field, and is the staff’s alone', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=order.deleted&from=yesterday',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/action|from/);
    const customers = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: customer.cookie },
    });
    expect(customers.statusCode).toBe(403);
    const rows = await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from staff_actions`);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
