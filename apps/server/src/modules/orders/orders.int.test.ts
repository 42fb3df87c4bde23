import { randomUUID } from 'node:crypto';
import {
  messages,
  orderActivityListSchema,
  orderDetailSchema,
  orderListSchema,
  orderReference,
  parseOrderReference,
  paymentHistoryPageSchema,
  paymentStatusResponseSchema,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  createUser,
  TEST_SECRET,
  type TestContext,
} from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { createOrdersRepository } from './orders.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

const listResponse = successEnvelope(orderListSchema);
const detailResponse = successEnvelope(orderDetailSchema);

/** Places an order through the real payment flow; `pay` completes it on the sandbox's checkout page. */
function buy(user: User, packageId: string, { pay = false } = {}) {
  return placeOrder(ctx.app, user, packageId, pay ? { payWith: 'CARD' } : {});
}

async function execute(query: ReturnType<typeof sql>) {
  await ctx.database.db.execute(query);
}

function get(url: string, user?: User) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
}

describe('GET /api/orders', () => {
  it('needs a signed-in user', async () => {
    const res = await get('/api/orders');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it("lists only the user's own orders, newest first, with the package's list price and not its features", async () => {
    const asha = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const starter = await buy(asha, 'starter', { pay: true });
    const scale = await buy(asha, 'scale');
    await buy(other, 'growth');
    // Deterministic order even within one millisecond.
    await execute(sql`update orders set created_at = now() - interval '1 day' where id = ${starter}`);

    const res = await get('/api/orders', asha);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = listResponse.parse(res.json());
    expect(data.map((o) => o.id)).toEqual([scale, starter]);
    // Each order carries its owner's id, the signed-in user's own.
    expect(data.map((o) => o.userId)).toEqual([asha.user.id, asha.user.id]);
    const [pendingScale, paidStarter] = data;
    expect(pendingScale).toMatchObject({
      packageId: 'scale',
      packageName: 'Scale',
      amount: 99999,
      packageValue: 99999,
      status: 'pending',
      paymentMethod: null,
      notes: null,
    });
    expect(paidStarter).toMatchObject({ status: 'in-progress', paymentMethod: 'Card', packageValue: 24999 });
    // What a package includes is the catalogue's, which every client holds (decision 019).
    expect(res.json().data[0]).not.toHaveProperty('features');
  });

  it('answers an empty list for a user without orders', async () => {
    const user = await createUser(ctx.app);
    const res = await get('/api/orders', user);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('values an order of a package no longer sold at its own amount', async () => {
    const user = await createUser(ctx.app);
    const repo = createOrdersRepository(ctx.database);
    await repo.findOrCreatePending(ctx.database.db, {
      userId: user.user.id,
      packageId: 'platinum-2019',
      packageName: 'Platinum',
      amount: 5000,
    });
    const { data } = listResponse.parse((await get('/api/orders', user)).json());
    expect(data[0]).toMatchObject({
      packageName: 'Platinum',
      amount: 5000,
      packageValue: 5000,
    });
  });
});

describe('GET /api/orders: the session check', () => {
  it('signs out every session issued before a password change, and serves the new one', async () => {
    const user = await createUser(ctx.app);
    await buy(user, 'growth');
    const otherDevice = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherToken = otherDevice.json().data.token as string;
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'a brand new secret' },
    });
    expect(changed.statusCode).toBe(200);

    for (const headers of [{ cookie: user.cookie }, { authorization: `Bearer ${otherToken}` }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
      expect(res.json().message).toBe(messages.sessionExpired);
    }
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${changed.json().data.token}` },
    });
    expect(fresh.statusCode).toBe(200);
    expect(listResponse.parse(fresh.json()).data.map((o) => o.packageId)).toEqual(['growth']);
  });

  it('refuses a well-signed token of a session that does not exist', async () => {
    const token = createTokenService(TEST_SECRET).issue({ userId: randomUUID(), sessionId: randomUUID() });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.sessionExpired);
  });

  it("refuses a signed-out session, an expired one and one presented with another user's id", async () => {
    const [signedOut, expired, owner, stranger] = await Promise.all(
      Array.from({ length: 4 }, () => createUser(ctx.app)),
    );
    await Promise.all([signedOut, expired, owner].map((user) => buy(user as User, 'starter')));
    const claims = (user: User) => createTokenService(TEST_SECRET).verify(user.token);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: signedOut?.cookie ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    await execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${claims(expired as User)?.sessionId}`,
    );
    // A forged pairing: the owner's live session, named with a stranger's user id.
    const mixed = createTokenService(TEST_SECRET).issue({
      userId: stranger?.user.id ?? '',
      sessionId: claims(owner as User)?.sessionId ?? '',
    });

    for (const headers of [
      { cookie: signedOut?.cookie ?? '' },
      { cookie: expired?.cookie ?? '' },
      { authorization: `Bearer ${mixed}` },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.sessionExpired);
    }
    expect(listResponse.parse((await get('/api/orders', owner)).json()).data).toHaveLength(1);
  });

  it('sends what the shared schema encodes, notes with quotes and line breaks included', async () => {
    const user = await createUser(ctx.app);
    const orderId = await buy(user, 'enterprise', { pay: true });
    await buy(user, 'starter');
    const notes = 'Kick-off "Monday"\nC:\\launch\tok ₹ 🚀 </script>';
    await execute(sql`update orders set notes = ${notes} where id = ${orderId}`);

    const res = await get('/api/orders', user);

    const reply = listResponse.parse(res.json());
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(listResponse.encode(reply))));
    expect(reply.data.find((o) => o.id === orderId)?.notes).toBe(notes);
  });

  it('lists each order as its own page shows it', async () => {
    const user = await createUser(ctx.app);
    await buy(user, 'growth', { pay: true });
    await buy(user, 'scale');
    const { data: listed } = listResponse.parse((await get('/api/orders', user)).json());
    expect(listed).toHaveLength(2);
    for (const order of listed) {
      const { data: detail } = detailResponse.parse((await get(`/api/orders/${order.id}`, user)).json());
      expect(detail).toMatchObject(order);
    }
  });
});

describe('GET /api/orders times', () => {
  it('writes times exactly as the order page does, to the millisecond, whatever the precision stored', async () => {
    const user = await createUser(ctx.app);
    const orderId = await buy(user, 'scale');
    await execute(
      sql`update orders set created_at = '2026-01-02 03:04:05.678999+05:30', updated_at = '2026-12-31 23:59:59.999999+00'
          where id = ${orderId}`,
    );

    const [listed] = listResponse.parse((await get('/api/orders', user)).json()).data;
    const { data: detail } = detailResponse.parse((await get(`/api/orders/${orderId}`, user)).json());

    expect(listed?.createdAt).toBe('2026-01-01T21:34:05.678Z');
    expect(listed?.updatedAt).toBe('2026-12-31T23:59:59.999Z');
    expect([listed?.createdAt, listed?.updatedAt]).toEqual([detail.createdAt, detail.updatedAt]);
  });
});

describe('GET /api/orders/:id', () => {
  it('returns the order with its timeline: placed, paid and each status change, oldest first', async () => {
    const user = await createUser(ctx.app);
    const orderId = await buy(user, 'growth', { pay: true });
    const admin = await createAdmin(ctx);
    await execute(sql`update orders set status = 'completed', notes = 'Launched!' where id = ${orderId}`);
    await execute(
      sql`insert into order_events (order_id, from_status, to_status, actor, reason, created_at)
          values (${orderId}, 'in-progress', 'completed', ${admin.user.id}, null, now() + interval '1 second')`,
    );

    const res = await get(`/api/orders/${orderId}`, user);

    expect(res.statusCode).toBe(200);
    const { data } = detailResponse.parse(res.json());
    expect(data).toMatchObject({
      id: orderId,
      status: 'completed',
      notes: 'Launched!',
      paymentMethod: 'Card',
    });
    expect(data.events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'in-progress', 'provider'],
      ['in-progress', 'completed', 'staff'],
    ]);
    expect(data.events[0]?.reason).toBe('Order placed');
    expect(data.events[1]?.reason).toMatch(/Payment of ₹49,999 received by Card/);
    expect(res.body).not.toContain(admin.user.id);
    for (const event of data.events) expect(Date.parse(event.createdAt)).not.toBeNaN();
  });

  it("answers 404 for another user's order, exactly as for one that does not exist", async () => {
    const owner = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    const orderId = await buy(owner, 'starter');

    const foreign = await get(`/api/orders/${orderId}`, stranger);
    const missing = await get('/api/orders/00000000-0000-4000-8000-000000000000', stranger);

    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect(foreign.json().error.code).toBe('not_found');
  });

  it('lets an admin read any order', async () => {
    const owner = await createUser(ctx.app);
    const admin = await createAdmin(ctx);
    const orderId = await buy(owner, 'enterprise');

    const res = await get(`/api/orders/${orderId}`, admin);

    expect(res.statusCode).toBe(200);
    expect(res.json().data.events[0].actor).toBe('customer');
    // The owner's id, not the reader's.
    expect(res.json().data.userId).toBe(owner.user.id);
    expect((await get(`/api/orders/${orderId}`, owner)).json().data.userId).toBe(owner.user.id);
  });

  it('answers 404, never 500, for a malformed id', async () => {
    const user = await createUser(ctx.app);
    for (const id of ['not-a-uuid', "1' or '1'='1", '123', 'x'.repeat(100)]) {
      const res = await get(`/api/orders/${encodeURIComponent(id)}`, user);
      expect(res.statusCode, id).toBe(404);
    }
    // Fastify refuses path parameters over 100 characters before any route runs: a client error.
    const tooLong = await get(`/api/orders/${'x'.repeat(101)}`, user);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  });

  it('needs a signed-in user', async () => {
    const res = await get('/api/orders/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(401);
  });
});

describe('order references', () => {
  it('names each order by one short reference in its list, its page, its activity and its payments', async () => {
    const user = await createUser(ctx.app);
    const growth = await buy(user, 'growth', { pay: true });
    const scale = await buy(user, 'scale');
    const reference = orderReference(growth);
    expect(reference).toMatch(/^LP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(parseOrderReference(reference)).toBe(growth.replaceAll('-', '').slice(0, 10));

    const list = listResponse.parse((await get('/api/orders', user)).json()).data;
    expect(Object.fromEntries(list.map((o) => [o.id, o.reference]))).toEqual({
      [growth]: reference,
      [scale]: orderReference(scale),
    });
    expect(orderReference(scale)).not.toBe(reference);

    const detail = detailResponse.parse((await get(`/api/orders/${growth}`, user)).json()).data;
    expect(detail.reference).toBe(reference);

    const activity = successEnvelope(orderActivityListSchema).parse(
      (await get('/api/orders/activity', user)).json(),
    ).data;
    expect(activity.filter((a) => a.orderId === growth).map((a) => a.orderReference)).toEqual([
      reference,
      reference,
    ]);

    const history = successEnvelope(paymentHistoryPageSchema).parse(
      (await get('/api/payments', user)).json(),
    ).data;
    const paid = history.payments.find((p) => p.orderId === growth);
    expect(paid?.orderReference).toBe(reference);
    const status = paymentStatusResponseSchema.parse(
      (await get(`/api/payments/status/${paid?.merchantOrderId}`, user)).json(),
    );
    expect(status.data.orderReference).toBe(reference);
  });
});

describe('GET /api/orders/activity', () => {
  it("lists the newest events across the user's own orders with their package", async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const growth = await buy(user, 'growth', { pay: true });
    await execute(
      sql`update order_events set created_at = created_at - interval '1 hour' where order_id = ${growth}`,
    );
    const scale = await buy(user, 'scale');
    await buy(other, 'starter');

    const res = await get('/api/orders/activity', user);

    expect(res.statusCode).toBe(200);
    const activity = res.json().data as { orderId: string; packageName: string; toStatus: string }[];
    expect(activity.map((a) => [a.orderId, a.packageName, a.toStatus])).toEqual([
      [scale, 'Scale', 'pending'],
      [growth, 'Growth', 'in-progress'],
      [growth, 'Growth', 'pending'],
    ]);
  });
});
