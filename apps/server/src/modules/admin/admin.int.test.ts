import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  adminMessagePageSchema,
  adminMessages,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminSummarySchema,
  adminUserPageSchema,
  ORDER_REFERENCE_HEX_DIGITS,
  orderReference,
  parseOrderReference,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import { CUSTOMER_MATCH_LIMIT } from './admin.repository.ts';

let ctx: TestContext;
let admin: User;

const summaryResponse = successEnvelope(adminSummarySchema);
const orderPageResponse = successEnvelope(adminOrderPageSchema);
const orderDetailResponse = successEnvelope(adminOrderDetailSchema);
const userPageResponse = successEnvelope(adminUserPageSchema);
const messagePageResponse = successEnvelope(adminMessagePageSchema);

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
});
afterAll(async () => {
  await ctx?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);
async function execute(query: ReturnType<typeof sql>) {
  await ctx.database.db.execute(query);
}

function asAdmin(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
}

/** A unique word, so that a search finds only this test's customers. */
function tag() {
  return `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

interface NewOrder {
  userId: string;
  packageId?: string;
  packageName?: string;
  amount?: number;
  status?: 'pending' | 'in-progress' | 'completed' | 'cancelled';
  notes?: string | null;
  createdAt?: string;
  id?: string;
  /** Marks it paid, as a completed payment would. */
  paid?: boolean;
}

async function insertOrder(order: NewOrder): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`
    insert into orders (id, user_id, package_id, package_name, amount, status, notes, created_at, paid_at)
    values (${order.id ?? randomUUID()}, ${order.userId}, ${order.packageId ?? 'growth'},
            ${order.packageName ?? 'Growth'}, ${order.amount ?? 49999}, ${order.status ?? 'in-progress'},
            ${order.notes ?? null}, coalesce(${order.createdAt ?? null}::timestamptz, now()),
            case when ${order.paid ?? false} then now() end)
    returning id`);
  return row?.id ?? '';
}

/** Places an order through the real payment flow, and pays for it on the sandbox's checkout page. */
function buyAndPay(user: User, packageId: string): Promise<string> {
  return placeOrder(ctx.app, user, packageId, { payWith: 'UPI_QR' });
}

async function listOrders(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await asAdmin('GET', `/api/admin/orders?${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return orderPageResponse.parse(res.json()).data;
}

/** Every order of a search, following nextCursor page by page. */
async function allPages(query: Record<string, string | number>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await listOrders(cursor ? { ...query, cursor } : query);
    ids.push(...page.orders.map((o) => o.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('GET /api/admin/summary', () => {
  it('counts users and listed orders from running totals that match a recount of the tables', async () => {
    const buyer = await createUser(ctx.app);
    await buyAndPay(buyer, 'growth');
    await insertOrder({ userId: buyer.user.id, packageId: 'starter', amount: 24999, status: 'completed' });
    await insertOrder({ userId: buyer.user.id, packageId: 'scale', amount: 99999, status: 'cancelled' });
    await insertOrder({ userId: buyer.user.id, packageId: 'retired', amount: 777, status: 'completed' });

    // The background loops of the app (the reconciler among them) may move an order between the
    // summary and the recount, the more so on a busy machine: the two must come to agree.
    const summaryAndRecount = async () => {
      const res = await asAdmin('GET', '/api/admin/summary');
      expect(res.statusCode).toBe(200);
      const { data } = summaryResponse.parse(res.json());

      const [expected] = await rows<Record<string, number>>(sql`
        select count(*)::int as "totalOrders",
               count(*) filter (where o.status = 'completed')::int as "completedOrders",
               coalesce(sum(o.amount) filter (where o.status = 'pending' and o.paid_at is null), 0)::float8 as "unpaidBookedRevenue",
               count(*) filter (where o.status = 'pending' and o.paid_at is null)::int as "unpaidBookedOrders",
               count(*) filter (where exists (select 1 from payments p where p.order_id = o.id and p.state = 'COMPLETED'))::int as "paidOrders",
               coalesce(sum(o.amount) filter (where exists (select 1 from payments p where p.order_id = o.id and p.state = 'COMPLETED')), 0)::float8 as "collectedRevenue",
               count(*) filter (where o.status = 'pending')::int as pending,
               count(*) filter (where o.status = 'in-progress')::int as "inProgress",
               count(*) filter (where o.status = 'cancelled')::int as cancelled
        from orders o join users u on u.id = o.user_id
        where o.package_id in ('starter', 'growth', 'scale', 'enterprise')`);
      const [users] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
      const [unhandled] = await rows<{ n: number }>(
        sql`select count(*)::int as n from contact_messages where handled_at is null`,
      );
      const recount = {
        totalUsers: users?.n,
        totalOrders: expected?.totalOrders,
        completedOrders: expected?.completedOrders,
        // No refunds in this file: nothing is taken off what was collected.
        collectedRevenue: expected?.collectedRevenue,
        unpaidBookedRevenue: expected?.unpaidBookedRevenue,
        unpaidBookedOrders: expected?.unpaidBookedOrders,
        refundedRevenue: 0,
        // No seller is configured in this file: no invoices, no GST.
        taxCollected: 0,
        refundsOutstanding: 0,
        paidOrders: expected?.paidOrders,
        ordersByStatus: {
          pending: expected?.pending,
          'in-progress': expected?.inProgress,
          completed: expected?.completedOrders,
          cancelled: expected?.cancelled,
        },
        unhandledMessages: unhandled?.n,
      };
      return { data, recount };
    };
    await expect
      .poll(async () => {
        const { data, recount } = await summaryAndRecount();
        return isDeepStrictEqual(data, recount) ? 'agree' : { data, recount };
      })
      .toBe('agree');
    const { data } = await summaryAndRecount();
    // The paid Growth order is collected; the completed Starter order without a payment is not.
    expect(data.paidOrders).toBeGreaterThanOrEqual(1);
  });

  it('counts as revenue only money collected: unpaid orders are booked apart, cancelled ones not at all', async () => {
    const buyer = await createUser(ctx.app);
    const before = summaryResponse.parse((await asAdmin('GET', '/api/admin/summary')).json()).data;
    await buyAndPay(buyer, 'starter');
    await insertOrder({ userId: buyer.user.id, packageId: 'scale', amount: 99999, status: 'pending' });
    await insertOrder({ userId: buyer.user.id, packageId: 'growth', amount: 49999, status: 'completed' });
    await insertOrder({ userId: buyer.user.id, packageId: 'growth', amount: 49999, status: 'cancelled' });
    const after = summaryResponse.parse((await asAdmin('GET', '/api/admin/summary')).json()).data;
    // ₹24,999 paid of ₹2,24,996 ordered: only the paid one is revenue.
    expect(after.collectedRevenue - before.collectedRevenue).toBe(24999);
    expect(after.unpaidBookedRevenue - before.unpaidBookedRevenue).toBe(99999);
    expect(after.unpaidBookedOrders - before.unpaidBookedOrders).toBe(1);
    expect(after.totalOrders - before.totalOrders).toBe(4);
  });

  it('moves with a status change at once', async () => {
    const buyer = await createUser(ctx.app);
    const orderId = await insertOrder({ userId: buyer.user.id, status: 'in-progress', paid: true });
    const before = summaryResponse.parse((await asAdmin('GET', '/api/admin/summary')).json()).data;
    await asAdmin('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'completed' });
    const after = summaryResponse.parse((await asAdmin('GET', '/api/admin/summary')).json()).data;
    expect(after.completedOrders).toBe(before.completedOrders + 1);
    expect(after.ordersByStatus['in-progress']).toBe(before.ordersByStatus['in-progress'] - 1);
    expect(after.totalOrders).toBe(before.totalOrders);
    expect(after.collectedRevenue).toBe(before.collectedRevenue);
  });
});

describe('GET /api/admin/orders', () => {
  it('shows the package, customer, amount, status and notes, and hides orders of unknown packages', async () => {
    const name = `Kavya ${tag()}`;
    const buyer = await createUser(ctx.app, { name });
    const paid = await buyAndPay(buyer, 'scale');
    const noted = await insertOrder({
      userId: buyer.user.id,
      packageId: 'starter',
      packageName: 'Starter',
      amount: 24999,
      status: 'pending',
      notes: 'Waiting for PAN card',
    });
    const hidden = await insertOrder({
      userId: buyer.user.id,
      packageId: 'platinum',
      packageName: 'Platinum',
    });

    const page = await listOrders({ q: name });

    expect(page.orders.map((o) => o.id).sort()).toEqual([paid, noted].sort());
    expect(page.orders.map((o) => o.id)).not.toContain(hidden);
    expect(page.total).toBeNull();
    const scale = page.orders.find((o) => o.id === paid);
    expect(scale).toMatchObject({
      reference: orderReference(paid),
      packageId: 'scale',
      packageName: 'Scale',
      amount: 99999,
      status: 'in-progress',
      paymentMethod: 'UPI',
      notes: null,
      customer: { id: buyer.user.id, name, email: buyer.email, phone: buyer.phone },
    });
    expect(scale?.paidAt).toEqual(expect.any(String));
    expect(page.orders.find((o) => o.id === noted)).toMatchObject({
      notes: 'Waiting for PAN card',
      paidAt: null,
    });

    const detail = orderDetailResponse.parse((await asAdmin('GET', `/api/admin/orders/${paid}`)).json()).data;
    expect(detail.reference).toBe(orderReference(paid));
    expect((await asAdmin('GET', `/api/admin/orders/${hidden}`)).statusCode).toBe(404);
  });

  it('pages newest first without skipping or repeating orders created in the same microsecond', async () => {
    const buyer = await createUser(ctx.app, { name: `Tie ${tag()}` });
    const at = '2024-03-01T10:00:00.123456Z';
    const ids: string[] = [];
    for (const suffix of ['1', '2', '3', '4', '5']) {
      ids.push(
        await insertOrder({
          userId: buyer.user.id,
          createdAt: at,
          id: `00000000-0000-4000-8000-00000000000${suffix}`,
        }),
      );
    }
    // Two more a few microseconds apart, inside the same millisecond.
    const newer = await insertOrder({ userId: buyer.user.id, createdAt: '2024-03-01T10:00:00.123459Z' });
    const older = await insertOrder({ userId: buyer.user.id, createdAt: '2024-03-01T10:00:00.123001Z' });

    const seen = await allPages({ q: buyer.email, limit: 2 });

    expect(seen).toEqual([newer, ...[...ids].reverse(), older]);
  });

  it('counts every listed order, and each status, from the running totals', async () => {
    const summary = summaryResponse.parse((await asAdmin('GET', '/api/admin/summary')).json()).data;
    expect((await listOrders()).total).toBe(summary.totalOrders);
    expect((await listOrders({ status: 'cancelled' })).total).toBe(summary.ordersByStatus.cancelled);
  });

  it('filters by status and walks every page of the whole list', async () => {
    const all = await allPages({ limit: 50 });
    const [count] = await rows<{ n: number }>(sql`
      select count(*)::int as n from orders o join users u on u.id = o.user_id
      where o.package_id in ('starter', 'growth', 'scale', 'enterprise')`);
    expect(all).toHaveLength(count?.n ?? -1);
    expect(new Set(all).size).toBe(all.length);

    const cancelled = await listOrders({ status: 'cancelled', limit: 100 });
    expect(cancelled.orders.length).toBeGreaterThan(0);
    expect(cancelled.orders.every((o) => o.status === 'cancelled')).toBe(true);
  });

  it('finds orders by the start of any word of the customer name or email, ignoring case', async () => {
    const word = tag();
    const priya = await createUser(ctx.app, {
      name: `Priya ${word}Sharma`,
      email: `p.${word}@mail.example.in`,
    });
    const other = await createUser(ctx.app, { name: 'Somebody Else' });
    const first = await insertOrder({ userId: priya.user.id, status: 'completed' });
    const second = await insertOrder({ userId: priya.user.id, packageId: 'scale', status: 'cancelled' });
    await insertOrder({ userId: other.user.id });

    expect((await listOrders({ q: `${word.toUpperCase()}SHARMA` })).orders.map((o) => o.id).sort()).toEqual(
      [first, second].sort(),
    );
    expect((await listOrders({ q: `p.${word}@mail` })).orders.map((o) => o.id).sort()).toEqual(
      [first, second].sort(),
    );
    expect((await listOrders({ q: word, status: 'completed' })).orders.map((o) => o.id)).toEqual([first]);
    expect((await listOrders({ q: `${word.slice(0, 6)} pri` })).orders).toHaveLength(2);
    expect((await listOrders({ q: 'Sharma' })).orders.map((o) => o.id)).not.toContain(first);
    // Punctuation and query syntax are not searchable: they find nothing rather than everything.
    expect((await listOrders({ q: '%' })).orders).toEqual([]);
    expect((await listOrders({ q: "'&|!:*" })).orders).toEqual([]);
  });

  it('finds an order by its whole id', async () => {
    const buyer = await createUser(ctx.app);
    const id = await insertOrder({ userId: buyer.user.id });
    expect((await listOrders({ q: id })).orders.map((o) => o.id)).toEqual([id]);
    expect((await listOrders({ q: id.toUpperCase() })).orders.map((o) => o.id)).toEqual([id]);
    expect((await listOrders({ q: id.replace(/^./, id[0] === 'a' ? 'b' : 'a') })).orders).toEqual([]);
  });

  it('finds an order by its reference, typed in any case, with or without dashes and prefix', async () => {
    const buyer = await createUser(ctx.app);
    const id = await insertOrder({ userId: buyer.user.id });
    const other = await insertOrder({ userId: buyer.user.id });
    const reference = orderReference(id);
    for (const typed of [
      reference,
      reference.toLowerCase(),
      reference.replaceAll('-', ''),
      reference.slice(3),
    ]) {
      expect(
        (await listOrders({ q: typed })).orders.map((o) => o.id),
        typed,
      ).toEqual([id]);
    }
    expect((await listOrders({ q: orderReference(other) })).orders.map((o) => o.id)).toEqual([other]);
    const csv = await asAdmin('GET', `/api/admin/orders/export.csv?q=${encodeURIComponent(reference)}`);
    expect(csv.body.slice(1).split('\r\n').slice(1, -1)).toEqual([expect.stringMatching(`^${reference},`)]);
  });

  it('lists both orders when two ever share a reference', async () => {
    const buyer = await createUser(ctx.app, { name: `Twin ${tag()}` });
    // Two ids that agree in the 40 bits a reference carries and differ after them.
    const start = randomUUID().replaceAll('-', '').slice(0, ORDER_REFERENCE_HEX_DIGITS);
    const asId = (rest: string) => {
      const hex = `${start}${rest}`;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    };
    const first = await insertOrder({ userId: buyer.user.id, id: asId('0040008000000000000001') });
    const second = await insertOrder({ userId: buyer.user.id, id: asId('ff4fffbfffffffffffffff') });
    expect(orderReference(first)).toBe(orderReference(second));

    const found = (await listOrders({ q: orderReference(first) })).orders;
    expect(found.map((o) => o.id).sort()).toEqual([first, second].sort());
    expect(new Set(found.map((o) => o.reference))).toEqual(new Set([orderReference(first)]));
  });

  it('reads a word of letters as a reference and as a name, and finds both', async () => {
    const letters = 'ABCDEFGHJKMNPQRSTVWXYZ';
    const word = Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join(
      '',
    );
    const prefix = parseOrderReference(word) ?? '';
    const named = await createUser(ctx.app, { name: `${word} Kumar` });
    const byName = await insertOrder({ userId: named.user.id });
    const buyer = await createUser(ctx.app);
    const hex = `${prefix}${randomUUID().replaceAll('-', '').slice(ORDER_REFERENCE_HEX_DIGITS)}`;
    const byReference = await insertOrder({
      userId: buyer.user.id,
      id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    });

    expect((await listOrders({ q: word.toLowerCase() })).orders.map((o) => o.id).sort()).toEqual(
      [byName, byReference].sort(),
    );
    expect((await listOrders({ q: orderReference(byReference) })).orders.map((o) => o.id)).toEqual([
      byReference,
    ]);
  });

  it('finds the right orders when more customers match than are looked up one by one', async () => {
    const word = tag();
    await execute(sql`
      insert into users (name, email)
      select 'Bulk ' || ${word} || ' ' || g, 'bulk.' || ${word} || '.' || g || '@example.in'
      from generate_series(1, ${CUSTOMER_MATCH_LIMIT + 5}) as g`);
    const [firstUser, lastUser] = await rows<{ id: string }>(sql`
      select id from users where email in (${`bulk.${word}.1@example.in`}, ${`bulk.${word}.${CUSTOMER_MATCH_LIMIT + 5}@example.in`})
      order by email`);
    const a = await insertOrder({ userId: firstUser?.id ?? '', createdAt: '2023-01-02T00:00:00Z' });
    const b = await insertOrder({ userId: lastUser?.id ?? '', createdAt: '2023-01-01T00:00:00Z' });

    expect(await allPages({ q: `bulk ${word}`, limit: 1 })).toEqual([a, b]);
  });

  it('rejects a cursor it did not make, and an unknown status', async () => {
    const cursor = await asAdmin(
      'GET',
      `/api/admin/orders?cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
    );
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe(adminMessages.invalidCursor);
    const injection = await asAdmin(
      'GET',
      `/api/admin/orders?cursor=${Buffer.from(`["2024-01-01T00:00:00.000000Z","x' or 1=1 --"]`).toString('base64url')}`,
    );
    expect(injection.statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders?status=shipped')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders?limit=1000')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/orders/:id/status', () => {
  it('changes the status, records the admin on the timeline, and the customer sees it', async () => {
    const buyer = await createUser(ctx.app, { name: 'Meera Iyer' });
    const orderId = await buyAndPay(buyer, 'growth');

    const res = await asAdmin('PATCH', `/api/admin/orders/${orderId}/status`, {
      status: 'completed',
      reason: 'Company incorporated',
      confirmOpenWork: true,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: adminMessages.statusUpdated,
      data: { changed: true, order: { id: orderId, status: 'completed' } },
    });
    const detail = orderDetailResponse.parse(
      (await asAdmin('GET', `/api/admin/orders/${orderId}`)).json(),
    ).data;
    expect(detail.events.map((e) => [e.fromStatus, e.toStatus, e.actor.kind, e.actor.name])).toEqual([
      [null, 'pending', 'customer', 'Meera Iyer'],
      ['pending', 'in-progress', 'provider', null],
      ['in-progress', 'completed', 'admin', 'Ananya Rao'],
    ]);
    expect(detail.events.at(-1)?.reason).toBe('Company incorporated');
    expect(detail.payments).toMatchObject([{ state: 'COMPLETED', amount: 49999, paymentMethod: 'UPI' }]);
    const [event] = await rows<{ actor: string }>(
      sql`select actor from order_events where order_id = ${orderId} and to_status = 'completed'`,
    );
    expect(event?.actor).toBe(admin.user.id);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: buyer.cookie },
    });
    expect(mine.json().data.find((o: { id: string }) => o.id === orderId).status).toBe('completed');
  });

  it('changes and records nothing when the status is already the one asked for', async () => {
    const buyer = await createUser(ctx.app);
    const orderId = await insertOrder({ userId: buyer.user.id, status: 'completed' });
    const [before] = await rows<{ updated_at: string }>(
      sql`select updated_at::text from orders where id = ${orderId}`,
    );

    const res = await asAdmin('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'completed' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: adminMessages.statusUnchanged, data: { changed: false } });
    expect(await rows(sql`select id from order_events where order_id = ${orderId}`)).toEqual([]);
    expect(await rows(sql`select updated_at::text from orders where id = ${orderId}`)).toEqual([before]);
  });

  it.each([
    [{ status: 'shipped' }],
    [{ status: 'Completed' }],
    [{ status: '' }],
    [{}],
    [{ status: 'completed', reason: 'x'.repeat(501) }],
  ])('answers 400 to %j and changes nothing', async (body) => {
    const buyer = await createUser(ctx.app);
    const orderId = await insertOrder({ userId: buyer.user.id, status: 'in-progress' });
    const res = await asAdmin('PATCH', `/api/admin/orders/${orderId}/status`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(await rows(sql`select status from orders where id = ${orderId}`)).toEqual([
      { status: 'in-progress' },
    ]);
  });

  it('answers 404 for an order that does not exist and 400 for something that is not an id', async () => {
    expect(
      (await asAdmin('PATCH', `/api/admin/orders/${randomUUID()}/status`, { status: 'completed' }))
        .statusCode,
    ).toBe(404);
    expect((await asAdmin('PATCH', '/api/admin/orders/42/status', { status: 'completed' })).statusCode).toBe(
      400,
    );
    expect((await asAdmin('GET', '/api/admin/orders/not-an-id')).statusCode).toBe(400);
  });

  it('answers 409 when going back to Pending would give the customer two open orders for one package', async () => {
    const buyer = await createUser(ctx.app);
    await insertOrder({ userId: buyer.user.id, packageId: 'growth', status: 'pending' });
    const done = await insertOrder({ userId: buyer.user.id, packageId: 'growth', status: 'cancelled' });
    const res = await asAdmin('PATCH', `/api/admin/orders/${done}/status`, { status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminMessages.pendingConflict);
    expect(await rows(sql`select id from order_events where order_id = ${done}`)).toEqual([]);
  });

  it('keeps the timeline a chain when two admins change one order at the same moment', async () => {
    const second = await createAdmin(ctx, { name: 'Second Admin' });
    const buyer = await createUser(ctx.app);
    const orderId = await insertOrder({ userId: buyer.user.id, status: 'in-progress', paid: true });

    const results = await Promise.all([
      asAdmin('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'completed' }),
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        headers: { cookie: second.cookie },
        payload: { status: 'cancelled', money: 'keep', reason: 'Paid twice by bank transfer' },
      }),
    ]);

    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const events = await rows<{ from_status: string; to_status: string }>(
      sql`select from_status, to_status from order_events where order_id = ${orderId} order by created_at, id`,
    );
    expect(events).toHaveLength(2);
    const [firstEvent, secondEvent] = events;
    expect(firstEvent?.from_status).toBe('in-progress');
    expect(secondEvent?.from_status).toBe(firstEvent?.to_status);
    const [order] = await rows<{ status: string }>(sql`select status from orders where id = ${orderId}`);
    expect(order?.status).toBe(secondEvent?.to_status);
  });
});

describe('PATCH /api/admin/orders/:id/notes', () => {
  it('saves trimmed notes, clears them when blank, and records each change', async () => {
    const buyer = await createUser(ctx.app);
    const orderId = await insertOrder({ userId: buyer.user.id });

    const saved = await asAdmin('PATCH', `/api/admin/orders/${orderId}/notes`, { notes: '  GST filed.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: adminMessages.notesSaved,
      data: { order: { notes: 'GST filed.' } },
    });
    await asAdmin('PATCH', `/api/admin/orders/${orderId}/notes`, { notes: 'GST filed.' });
    const cleared = await asAdmin('PATCH', `/api/admin/orders/${orderId}/notes`, { notes: '  ' });
    expect(cleared.json()).toMatchObject({
      message: adminMessages.notesCleared,
      data: { order: { notes: null } },
    });

    const events = await rows<{ reason: string; actor: string }>(
      sql`select reason, actor from order_events where order_id = ${orderId} order by created_at, id`,
    );
    expect(events).toEqual([
      { reason: 'Notes updated', actor: admin.user.id },
      { reason: 'Notes removed', actor: admin.user.id },
    ]);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie: buyer.cookie },
    });
    expect(mine.json().data.notes).toBeNull();
  });

  it('refuses notes longer than 2000 characters', async () => {
    const buyer = await createUser(ctx.app);
    const orderId = await insertOrder({ userId: buyer.user.id });
    const res = await asAdmin('PATCH', `/api/admin/orders/${orderId}/notes`, { notes: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('exports the filtered orders as quoted CSV that spreadsheets cannot run as formulas', async () => {
    const word = tag();
    const buyer = await createUser(ctx.app, {
      name: `=HYPERLINK("http://evil.example","${word}")`,
      phone: '+91 98450 12345',
    });
    const risky = await insertOrder({
      userId: buyer.user.id,
      status: 'completed',
      notes: '@SUM(A1:A2), then "quoted"\nand a second line',
    });
    await insertOrder({ userId: buyer.user.id, packageId: 'scale', status: 'cancelled' });

    const res = await asAdmin(
      'GET',
      `/api/admin/orders/export.csv?status=completed&q=${encodeURIComponent(word)}`,
    );

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="launchpad-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFOrder ID,Created (IST),Package,Status,')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const line = lines[1] ?? '';
    expect(line.startsWith(`${orderReference(risky)},`)).toBe(true);
    expect(line).toMatch(/,\d{2}-\d{2}-\d{4} \d{2}:\d{2},Growth Package,Completed,,,49999,0,0,0,0,0,0,0,0,/);
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""${word}"")",`);
    expect(line).toContain(`,${buyer.email},'+91 98450 12345,`);
    expect(line).toContain(`,"'@SUM(A1:A2), then ""quoted""\nand a second line"`);
  });

  it('streams every listed order when nothing is filtered', async () => {
    const res = await asAdmin('GET', '/api/admin/orders/export.csv');
    const [count] = await rows<{ n: number }>(sql`
      select count(*)::int as n from orders o join users u on u.id = o.user_id
      where o.package_id in ('starter', 'growth', 'scale', 'enterprise')`);
    const dataLines = res.body.split('\r\n').filter((l) => /^LP-[0-9A-Z]{4}-[0-9A-Z]{4},/.test(l));
    expect(dataLines).toHaveLength(count?.n ?? -1);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with phone, admin flag and their number of listed orders', async () => {
    const word = tag();
    const withOrders = await createUser(ctx.app, { name: `Arjun ${word}` });
    await insertOrder({ userId: withOrders.user.id, status: 'completed' });
    await insertOrder({ userId: withOrders.user.id, packageId: 'scale', status: 'cancelled' });
    await insertOrder({ userId: withOrders.user.id, packageId: 'legacy', status: 'completed' });
    await execute(sql`
      insert into users (name, email, phone, role) values (${`Diya ${word}`}, ${`diya.${word}@example.in`}, null, 'finance')`);

    const res = await asAdmin('GET', `/api/admin/users?q=${word}`);
    expect(res.statusCode).toBe(200);
    const { data } = userPageResponse.parse(res.json());
    expect(data.users.map((u) => [u.name, u.phone, u.role, u.orderCount])).toEqual([
      [`Diya ${word}`, null, 'finance', 0],
      [`Arjun ${word}`, withOrders.phone, 'customer', 2],
    ]);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('sessionVersion');
  });

  it('pages through every user and counts them from the running totals', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    const first = userPageResponse.parse((await asAdmin('GET', '/api/admin/users?limit=100')).json()).data;
    expect(first.total).toBe(count?.n);
    const ids = first.users.map((u) => u.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = userPageResponse.parse(
        (await asAdmin('GET', `/api/admin/users?limit=100&cursor=${cursor}`)).json(),
      ).data;
      ids.push(...next.users.map((u) => u.id));
      cursor = next.nextCursor;
    }
    expect(new Set(ids).size).toBe(count?.n);
  });
});

describe('contact messages', () => {
  async function insertMessage(subject: string, createdAt: string, service: string | null = null) {
    const [row] = await rows<{ id: string }>(sql`
      insert into contact_messages (name, email, phone, subject, message, service, created_at)
      values ('Fatima Khan', 'fatima@example.in', '+91 99887 76655', ${subject}, 'Please call me back', ${service}, ${createdAt}::timestamptz)
      returning id`);
    return row?.id ?? '';
  }

  it('lists messages newest first with the service asked about, and marks them handled and back', async () => {
    const older = await insertMessage('About LLP', '2030-01-01T09:00:00Z', 'llp');
    const newer = await insertMessage('About GST', '2030-01-02T09:00:00Z', 'gst-registration');

    const list = messagePageResponse.parse((await asAdmin('GET', '/api/admin/messages?limit=2')).json()).data;
    expect(list.messages.map((m) => m.id)).toEqual([newer, older]);
    expect(list.messages[0]).toMatchObject({
      service: 'gst-registration',
      serviceTitle: expect.any(String),
      handledAt: null,
    });
    const unhandled = list.unhandledCount;

    const marked = await asAdmin('PATCH', `/api/admin/messages/${older}`, { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      message: adminMessages.messageHandled,
      data: { message: { id: older } },
    });
    const handledAt = marked.json().data.message.handledAt;
    expect(handledAt).toEqual(expect.any(String));
    // Marking again keeps the first time it was handled.
    const again = await asAdmin('PATCH', `/api/admin/messages/${older}`, { handled: true });
    expect(again.json().data.message.handledAt).toBe(handledAt);

    const open = messagePageResponse.parse(
      (await asAdmin('GET', '/api/admin/messages?filter=unhandled&limit=100')).json(),
    ).data;
    expect(open.unhandledCount).toBe(unhandled - 1);
    expect(open.messages.map((m) => m.id)).toContain(newer);
    expect(open.messages.map((m) => m.id)).not.toContain(older);
    const done = messagePageResponse.parse(
      (await asAdmin('GET', '/api/admin/messages?filter=handled&limit=100')).json(),
    ).data;
    expect(done.messages.map((m) => m.id)).toContain(older);

    const reopened = await asAdmin('PATCH', `/api/admin/messages/${older}`, { handled: false });
    expect(reopened.json()).toMatchObject({
      message: adminMessages.messageReopened,
      data: { message: { handledAt: null } },
    });
  });

  it('answers 404 for an unknown message and 400 for a body without handled', async () => {
    expect(
      (await asAdmin('PATCH', `/api/admin/messages/${randomUUID()}`, { handled: true })).statusCode,
    ).toBe(404);
    const id = await insertMessage('Hello', '2029-01-01T00:00:00Z');
    expect((await asAdmin('PATCH', `/api/admin/messages/${id}`, { handled: 'yes' })).statusCode).toBe(400);
  });
});
