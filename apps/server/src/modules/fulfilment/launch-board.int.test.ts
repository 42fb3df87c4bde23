import {
  addDays,
  fulfilmentPlanFor,
  indiaDate,
  type LaunchBoardEntry,
  type LaunchBoardPage,
  launchBoardPageSchema,
  launchOwnerListSchema,
  type OrderDetail,
  orderDetailSchema,
  orderListSchema,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paidDaysAgo, placeOrder, type User } from '../../../test/payments.ts';

let ctx: TestContext;
let admin: User;
let colleague: User;
let customer: User;
// The board's orders, made once: a Starter paid today, a Growth paid today owned by the admin, an
// Enterprise paid 10 days ago whose documents step is overdue, a Scale delayed by a late step and
// owned by the colleague, a Starter moved on to development; beside them an unpaid order.
const ids = { starter: '', growth: '', overdue: '', delayed: '', development: '', unpaid: '' };

const today = () => indiaDate(new Date());
const boardResponse = successEnvelope(launchBoardPageSchema);

function buy(user: User, packageId: string, { pay = true } = {}) {
  return placeOrder(ctx.app, user, packageId, pay ? { payWith: 'UPI_INTENT' } : {});
}

async function detail(orderId: string): Promise<OrderDetail> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: customer.cookie },
  });
  return successEnvelope(orderDetailSchema).parse(res.json()).data;
}

async function patch(url: string, payload: object, by: User = admin) {
  const res = await ctx.app.inject({ method: 'PATCH', url, headers: { cookie: by.cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

function board(query = '', by: User = admin) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/launches${query}`,
    headers: { cookie: by.cookie },
  });
}

async function boardPage(query = ''): Promise<LaunchBoardPage> {
  const res = await board(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return boardResponse.parse(res.json()).data;
}

const idsOf = (launches: LaunchBoardEntry[]) => launches.map((launch) => launch.orderId);

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx, { name: 'Meera Iyer' });
  colleague = await createAdmin(ctx, { name: 'Kabir Rao' });
  customer = await createUser(ctx.app, { name: 'Ravi Menon' });

  ids.starter = await buy(customer, 'starter');
  ids.growth = await buy(customer, 'growth');
  await patch(`/api/admin/orders/${ids.growth}/launch`, { ownerId: admin.user.id });

  // Paid 10 days ago and untouched since: the documents step (2 days) was due on day 2.
  ids.overdue = await buy(customer, 'enterprise');
  await paidDaysAgo(ctx.database, ids.overdue, 10);
  const overdueDocuments = (await detail(ids.overdue)).milestones[1];
  await patch(`/api/admin/orders/${ids.overdue}/milestones/${overdueDocuments?.id}`, {
    status: 'in-progress',
  });

  // Paid 10 days ago, documents done on time, the next step finished a week late.
  ids.delayed = await buy(customer, 'scale');
  await paidDaysAgo(ctx.database, ids.delayed, 10);
  await ctx.database.db.execute(
    sql`update order_documents set status = 'accepted' where order_id = ${ids.delayed}`,
  );
  await ctx.database.db.execute(
    sql`update order_milestones set status = 'done', completed_at = now() - interval '8 days'
        where order_id = ${ids.delayed} and key = 'documents'`,
  );
  const dsc = (await detail(ids.delayed)).milestones[2];
  await patch(`/api/admin/orders/${ids.delayed}/milestones/${dsc?.id}`, { status: 'done' });
  await patch(`/api/admin/orders/${ids.delayed}/launch`, { ownerId: colleague.user.id });

  // Every legal step done today: the launch is in development.
  ids.development = await buy(customer, 'starter');
  await ctx.database.db.execute(
    sql`update order_documents set status = 'accepted' where order_id = ${ids.development}`,
  );
  for (const milestone of (await detail(ids.development)).milestones.filter((m) => m.stage === 'legal')) {
    await patch(`/api/admin/orders/${ids.development}/milestones/${milestone.id}`, { status: 'done' });
  }

  ids.unpaid = await buy(customer, 'scale', { pay: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/launches', () => {
  it('lists the orders in progress, overdue first, then by expected launch date', async () => {
    const page = await boardPage();
    const expected = await Promise.all(
      [ids.starter, ids.growth, ids.delayed, ids.development].map(async (id) => ({
        id,
        date: (await detail(id)).expectedLaunchDate as string,
      })),
    );
    expected.sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
    // The overdue Enterprise launch is due last of all, yet comes first.
    expect(idsOf(page.launches)).toEqual([ids.overdue, ...expected.map((e) => e.id)]);
    expect(page.total).toBe(5);
    expect(page.nextCursor).toBeNull();
    expect(idsOf(page.launches)).not.toContain(ids.unpaid);
    const [first, ...rest] = page.launches.map((launch) => launch.expectedLaunchDate as string);
    expect(rest.every((date) => (first as string) > date)).toBe(true);
  });

  it('shows the stage, the milestone at hand, the dates, the state and the owner of each', async () => {
    const { launches } = await boardPage();
    const byId = new Map(launches.map((launch) => [launch.orderId, launch]));
    const starterPlan = fulfilmentPlanFor('starter');

    expect(byId.get(ids.starter)).toMatchObject({
      packageName: 'Starter',
      customer: { id: customer.user.id, name: 'Ravi Menon', email: customer.email },
      stage: 'legal',
      nextMilestone: { title: 'Your documents received and checked', status: 'pending', waitsOn: 'customer' },
      overdueSince: null,
      expectedLaunchDate: addDays(today(), 30),
      trackState: 'waiting-on-customer',
      waitingOnCustomerSince: today(),
      milestonesDone: 1,
      milestonesTotal: starterPlan.milestones.length,
      owner: null,
    });
    expect(byId.get(ids.growth)?.owner).toEqual({ id: admin.user.id, name: 'Meera Iyer' });
    expect(byId.get(ids.overdue)).toMatchObject({
      overdueSince: addDays(today(), -8),
      nextMilestone: { title: 'Your documents received and checked', status: 'in-progress' },
    });
    expect(byId.get(ids.delayed)).toMatchObject({
      trackState: 'delayed',
      delayDays: 7,
      overdueSince: null,
      owner: { id: colleague.user.id, name: 'Kabir Rao' },
      nextMilestone: { title: 'Company name approved by the registrar' },
    });
    const legalSteps = starterPlan.milestones.filter((m) => m.stage === 'legal').length;
    expect(byId.get(ids.development)).toMatchObject({
      stage: 'development',
      milestonesDone: 1 + legalSteps,
      nextMilestone: { title: starterPlan.milestones.find((m) => m.stage === 'development')?.title },
    });
  });

  it('walks the same order page by page with its cursor', async () => {
    const all = idsOf((await boardPage()).launches);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LaunchBoardPage = await boardPage(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.launches.length).toBeLessThanOrEqual(2);
      walked.push(...idsOf(page.launches));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('filters by owner: mine, unassigned, or one admin', async () => {
    expect(idsOf((await boardPage('?owner=mine')).launches)).toEqual([ids.growth]);
    expect(idsOf((await boardPage(`?owner=${colleague.user.id}`)).launches)).toEqual([ids.delayed]);
    const unassigned = await boardPage('?owner=unassigned');
    expect(new Set(idsOf(unassigned.launches))).toEqual(new Set([ids.overdue, ids.starter, ids.development]));
    expect(unassigned.total).toBe(3);
    // "Mine" is whoever asks.
    const res = await board('?owner=mine', colleague);
    expect(idsOf(boardResponse.parse(res.json()).data.launches)).toEqual([ids.delayed]);
  });

  it('filters by track state and by stage, counting each stage under the other filters', async () => {
    expect(idsOf((await boardPage('?state=delayed')).launches)).toEqual([ids.delayed]);
    const waiting = await boardPage('?state=waiting-on-customer');
    expect(idsOf(waiting.launches)).not.toContain(ids.delayed);
    expect(idsOf(waiting.launches)).toContain(ids.starter);

    const development = await boardPage('?stage=development');
    expect(idsOf(development.launches)).toEqual([ids.development]);
    expect(development.total).toBe(1);
    expect(development.stageCounts).toEqual({ payment: 0, legal: 4, development: 1, testing: 0, launch: 0 });
    expect(development.allStages).toBe(5);
    expect((await boardPage('?stage=development&owner=mine')).launches).toEqual([]);
    expect((await boardPage('?owner=mine')).stageCounts.legal).toBe(1);
  });

  it('refuses an unknown filter or a cursor that is not its own with a 400', async () => {
    for (const query of [
      '?owner=everyone',
      '?state=late',
      '?stage=marketing',
      '?limit=0',
      '?cursor=garbage',
    ]) {
      const res = await board(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    // A cursor of another list (newest first) is not a position on the board.
    const orders = Buffer.from(JSON.stringify(['2026-01-02T03:04:05.123456Z', ids.starter])).toString(
      'base64url',
    );
    expect((await board(`?cursor=${orders}`)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await board('', customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/launches' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/launches/owners', () => {
  it('lists every admin by name, and no customer', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/launches/owners',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(successEnvelope(launchOwnerListSchema).parse(res.json()).data).toEqual([
      { id: colleague.user.id, name: 'Kabir Rao', email: colleague.email },
      { id: admin.user.id, name: 'Meera Iyer', email: admin.email },
    ]);
    const byCustomer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/launches/owners',
      headers: { cookie: customer.cookie },
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});

describe('GET /api/orders', () => {
  it("counts each order's milestones done and planned", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: customer.cookie },
    });
    const orders = successEnvelope(orderListSchema).parse(res.json()).data;
    const byId = new Map(orders.map((order) => [order.id, order]));
    const starterTotal = fulfilmentPlanFor('starter').milestones.length;
    expect(byId.get(ids.starter)).toMatchObject({ milestonesDone: 1, milestonesTotal: starterTotal });
    expect(byId.get(ids.delayed)).toMatchObject({
      milestonesDone: 3,
      milestonesTotal: fulfilmentPlanFor('scale').milestones.length,
    });
    expect(byId.get(ids.unpaid)).toMatchObject({ milestonesDone: 0, milestonesTotal: 0 });
  });
});
