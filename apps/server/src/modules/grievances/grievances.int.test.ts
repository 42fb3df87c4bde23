import { adminGrievancesSchema, grievanceSchema } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { mailNotices, TEAM_INBOX } from '../../../test/mail-notices.ts';
import { placeOrder } from '../../../test/payments.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limiter.ts';
import { createMailOutbox, createTypedAddressMail, typedAddressCaps } from '../mail/index.ts';
import { alertNearDeadlines } from './grievance-alerts.ts';
import { createGrievanceNotices } from './grievance-notices.ts';
import { createGrievancesRepository } from './grievances.repository.ts';

const HOUR = 3_600_000;
// The injected clock: 26 Nov 2026, 10:15 UTC (3:45 pm in India), moved by the tests.
let clock = Date.parse('2026-11-26T10:15:00.000Z');
let ctx: TestContext;
let alice: TestUser;
let boss: TestUser;
const mails = mailNotices(() => ctx);
let address = 0;
const nextAddress = () => `10.31.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestApp(
    {
      ADMIN_NOTIFY_EMAIL: TEAM_INBOX,
      RATE_LIMIT_SCALE: '1',
      GRIEVANCE_OFFICER_NAME: 'Asha Rao',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
    },
    { now: () => clock, listen: true },
  );
  alice = await createUser(ctx.app, { name: 'Alice Fernandes' });
  boss = await createAdmin(ctx, { name: 'Boss Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

/** Moves the injected clock; sessions last 24 hours by it, so the admin signs in again. */
async function advance(ms: number) {
  clock += ms;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: boss.email, password: boss.password },
    remoteAddress: nextAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  boss = { ...boss, cookie: `session=${login.json().data.token}` };
}

function raise(payload: object, who?: TestUser, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/grievances',
    payload,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress,
  });
}

function update(id: string, payload: object) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/grievances/${id}`,
    headers: { cookie: boss.cookie },
    payload,
  });
}

async function adminList(filter = 'unresolved') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/grievances?filter=${filter}`,
    headers: { cookie: boss.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminGrievancesSchema.parse(res.json().data);
}

describe('POST /api/grievances', () => {
  it('numbers a signed-out visitor’s complaint, sets the 48-hour and one-month clocks and mails the ticket', async () => {
    const res = await raise({
      subject: 'Late filing',
      body: 'My GST filing was late.',
      name: 'Ravi Kumar',
      email: 'Ravi@Example.in',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'open',
      createdAt: '2026-11-26T10:15:00.000Z',
      acknowledgeBy: '2026-11-28T10:15:00.000Z',
      resolveBy: '2026-12-26T10:15:00.000Z',
    });
    expect(data.number).toMatch(/^GRV-2611-\d{4}$/);
    const [ack] = await mails.queued('grievance-received', 'ravi@example.in');
    expect(ack?.key).toBe(`grievance-received:${data.id}`);
    expect(await mails.queued('admin-grievance', TEAM_INBOX)).toContainEqual(
      expect.objectContaining({ key: `admin:grievance-new:${data.id}` }),
    );

    const followed = await ctx.app.inject({
      method: 'POST',
      url: '/api/grievances/lookup',
      payload: { number: data.number.toLowerCase(), email: 'RAVI@example.in' },
      remoteAddress: nextAddress(),
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(grievanceSchema.parse(followed.json().data)).toMatchObject({
      number: data.number,
      status: 'open',
    });
    const wrongEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/grievances/lookup',
      payload: { number: data.number, email: 'someone@example.in' },
      remoteAddress: nextAddress(),
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.body).not.toContain('GST filing');
  });

  it('takes a signed-in customer’s name and email from the account and links their own order only', async () => {
    const orderId = await placeOrder(ctx.app, alice, 'starter');
    const res = await raise(
      { subject: 'Slow answers', body: 'Nobody called back.', orderId, name: 'Not Me' },
      alice,
    );
    expect(res.statusCode, res.body).toBe(201);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/grievances',
      headers: { cookie: alice.cookie },
    });
    const [listed] = mine.json().data.grievances;
    expect(listed).toMatchObject({ number: res.json().data.number, orderId, subject: 'Slow answers' });
    expect(await mails.queued('grievance-received', alice.email)).toHaveLength(1);

    const bob = await createUser(ctx.app);
    const foreign = await raise({ subject: 'Not mine', body: 'Someone else’s order', orderId }, bob);
    expect(foreign.statusCode).toBe(404);
    const signedOut = await raise({
      subject: 'Order',
      body: 'About an order',
      orderId,
      name: 'X Y',
      email: 'x@example.in',
    });
    expect(signedOut.statusCode).toBe(400);
    const bobs = await ctx.app.inject({
      method: 'GET',
      url: '/api/grievances',
      headers: { cookie: bob.cookie },
    });
    expect(bobs.json().data.grievances).toEqual([]);
  });

  it('refuses missing fields with 400 and a visitor’s sixth complaint within the hour with 429, keeping nothing', async () => {
    const before = await adminList('all');
    for (const payload of [
      { subject: 'No body', name: 'A B', email: 'a@example.in' },
      { subject: 'No name', body: 'Text', email: 'a@example.in' },
      { subject: 'No email', body: 'Text', name: 'A B' },
      { subject: ' ', body: 'Text', name: 'A B', email: 'a@example.in' },
      { subject: 'Bad email', body: 'Text', name: 'A B', email: 'not-an-email' },
    ]) {
      const res = await raise(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const from = '10.32.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await raise(
            { subject: `Try ${i}`, body: 'Text', name: 'A B', email: 'limit@example.in' },
            undefined,
            from,
          )
        ).statusCode,
      ).toBe(201);
    }
    const limited = await raise(
      { subject: 'Too many', body: 'Text', name: 'A B', email: 'limit@example.in' },
      undefined,
      from,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const after = await adminList('all');
    expect(after.grievances.length).toBe(before.grievances.length + 5);
  });

  it('answers 404 for an unknown complaint and 403 for a customer', async () => {
    expect(
      (await update('00000000-0000-4000-8000-000000000000', { status: 'resolved', note: 'x' })).statusCode,
    ).toBe(404);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/grievances',
      headers: { cookie: alice.cookie },
    });
    expect(asCustomer.statusCode, asCustomer.body).toBe(403);
  });
});

describe('numbering', () => {
  it('gives simultaneous complaints consecutive numbers without gaps or repeats, and starts each month at 1', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        raise({ subject: `Parallel ${i}`, body: 'At once', name: 'Par Allel', email: `p${i}@example.in` }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const [rows] = [
      (
        (await ctx.database.db.execute(
          sql`select number from grievances where number like 'GRV-2611-%' order by number`,
        )) as unknown as { rows: { number: string }[] }
      ).rows,
    ];
    const serials = (rows ?? []).map((row) => Number(row.number.slice(-4)));
    expect(serials).toEqual(serials.map((_, i) => i + 1));

    const saved = clock;
    clock = Date.parse('2026-11-30T18:30:00.000Z'); // midnight in India: December
    const december = await raise({
      subject: 'December',
      body: 'New month',
      name: 'Dee Cember',
      email: 'd@example.in',
    });
    clock = saved;
    expect(december.json().data.number).toBe('GRV-2612-0001');
  });
});

describe('the admin’s complaints', () => {
  it('lists overdue first with the time left on each clock, and records acknowledgement and resolution', async () => {
    const early = await raise({ subject: 'Oldest', body: 'First', name: 'Old Est', email: 'old@example.in' });
    await advance(30 * HOUR);
    const later = await raise({ subject: 'Newer', body: 'Second', name: 'New Er', email: 'new@example.in' });
    await advance(20 * HOUR); // the first is now 50 h old: past its 48 h
    const list = await adminList();
    const first = list.grievances.findIndex((g) => g.id === early.json().data.id);
    const second = list.grievances.findIndex((g) => g.id === later.json().data.id);
    expect(list.grievances[first]).toMatchObject({ overdue: true, acknowledgeSecondsLeft: -2 * 3600 });
    expect(list.grievances[second]).toMatchObject({ overdue: false, acknowledgeSecondsLeft: 28 * 3600 });
    expect(list.grievances.slice(0, list.overdueCount).every((g) => g.overdue)).toBe(true);
    expect(first).toBeLessThan(list.overdueCount);

    const ack = await update(early.json().data.id, {
      status: 'acknowledged',
      note: 'We are looking into it.',
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toMatchObject({
      status: 'acknowledged',
      overdue: false,
      acknowledgeSecondsLeft: null,
    });
    expect((await update(early.json().data.id, { status: 'acknowledged', note: 'Again' })).statusCode).toBe(
      409,
    );
    expect((await update(early.json().data.id, { status: 'resolved', note: '' })).statusCode).toBe(400);
    expect((await update(early.json().data.id, { status: 'open', note: 'Back' })).statusCode).toBe(400);

    await advance(HOUR);
    const resolved = await update(early.json().data.id, {
      status: 'resolved',
      note: 'Refunded the late fee.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(
      resolved.json().data.timeline.map((e: { status: string; note: string | null }) => [e.status, e.note]),
    ).toEqual([
      ['open', null],
      ['acknowledged', 'We are looking into it.'],
      ['resolved', 'Refunded the late fee.'],
    ]);
    expect(resolved.json().data.resolveSecondsLeft).toBeNull();
    expect((await update(early.json().data.id, { status: 'resolved', note: 'Twice' })).statusCode).toBe(409);
    const sent = await mails.queued('grievance-updated', 'old@example.in');
    expect(sent.map((m) => m.key)).toEqual([
      `grievance-acknowledged:${early.json().data.id}`,
      `grievance-resolved:${early.json().data.id}`,
    ]);
    expect((await adminList()).grievances.map((g) => g.id)).not.toContain(early.json().data.id);
  });
});

describe('deadline alerts', () => {
  it('alerts the team once per deadline when it is 12 hours away, on any number of instances', async () => {
    const raised = await raise({
      subject: 'Watch me',
      body: 'Clock',
      name: 'Clo Ck',
      email: 'clock@example.in',
    });
    const id = raised.json().data.id;
    const deps = {
      db: ctx.database.db,
      grievancesRepo: createGrievancesRepository(ctx.database.db),
      notices: createGrievanceNotices({
        mail: createMailOutbox({ adminNotifyEmail: TEAM_INBOX }),
        typedAddress: createTypedAddressMail({
          rateLimiter: createMemoryRateLimiter(),
          caps: typedAddressCaps(ctx.config),
        }),
        officer: 'Asha Rao',
      }),
      now: () => clock,
    };
    const alertsOf = async () =>
      (await mails.queued('admin-grievance', TEAM_INBOX)).filter((m) =>
        m.key.startsWith(`admin:grievance-deadline:${id}`),
      );

    await advance(35 * HOUR); // 13 h before the acknowledgement deadline
    await alertNearDeadlines(deps);
    expect(await alertsOf()).toEqual([]);
    await advance(2 * HOUR); // 11 h before it
    await Promise.all([alertNearDeadlines(deps), alertNearDeadlines(deps)]);
    await alertNearDeadlines(deps);
    expect((await alertsOf()).map((m) => m.key)).toEqual([`admin:grievance-deadline:${id}:acknowledge`]);

    await update(id, { status: 'acknowledged', note: 'Seen' });
    await advance(Date.parse(raised.json().data.resolveBy) - 11 * HOUR - clock);
    await alertNearDeadlines(deps);
    await alertNearDeadlines(deps);
    expect((await alertsOf()).map((m) => m.key)).toEqual([
      `admin:grievance-deadline:${id}:acknowledge`,
      `admin:grievance-deadline:${id}:resolve`,
    ]);
  });
});
