import {
  addDays,
  adminLaunchSchema,
  fulfilmentPlanFor,
  indiaDate,
  type OrderDetail,
  orderDetailSchema,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { finishLaunch } from '../../../test/launch.ts';
import { paidDaysAgo, placeOrder, type User } from '../../../test/payments.ts';
import { createUserReads } from '../auth/index.ts';
import { createMailOutbox } from '../mail/index.ts';
import { createOrderFaces, createOrderTransitions } from '../orders/index.ts';
import { createFulfilmentRepository } from './fulfilment.repository.ts';
import { createFulfilmentService } from './fulfilment.service.ts';
import { createLaunchNotices } from './launch-notices.ts';
import { createOrderFilesRepository } from './order-files.repository.ts';

let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const detailResponse = successEnvelope(orderDetailSchema);
const today = () => indiaDate(new Date());

function buy(user: User, packageId: string, { pay = true } = {}) {
  return placeOrder(ctx.app, user, packageId, pay ? { payWith: 'UPI_INTENT' } : {});
}

async function detail(orderId: string, user: User): Promise<OrderDetail> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return detailResponse.parse(res.json()).data;
}

function patch(url: string, user: User, payload: object) {
  return ctx.app.inject({ method: 'PATCH', url, headers: { cookie: user.cookie }, payload });
}

const milestoneOf = (order: OrderDetail, title: string) => {
  const found = order.milestones.find((m) => m.title === title);
  if (!found) throw new Error(`no milestone ${title}`);
  return found;
};

describe('a paid order gets its launch plan', () => {
  it("creates the package's milestones and document checklist, with the expected launch date", async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'growth');

    const order = await detail(orderId, asha);
    const plan = fulfilmentPlanFor('growth');
    expect(order.milestones.map((m) => m.title)).toEqual(plan.milestones.map((m) => m.title));
    expect(order.milestones[0]).toMatchObject({ status: 'done', plannedFor: today() });
    expect(order.milestones.slice(1).every((m) => m.status === 'pending')).toBe(true);
    expect(order.documents.map((d) => d.kind)).toEqual(plan.documents.map((d) => d.kind));
    expect(order.documents.every((d) => d.status === 'required')).toBe(true);
    expect(order.expectedLaunchDate).toBe(addDays(today(), 36));
    expect(order.plannedLaunchDate).toBe(addDays(today(), 36));
    expect(order.milestones.at(-1)?.plannedFor).toBe(addDays(today(), 36));
    // The documents are needed from the start.
    expect(order.trackState).toBe('waiting-on-customer');
    expect(order.waitingOnCustomerSince).toBe(today());
    expect(order.governmentCaveat).toBe(true);
    expect(order.deliverables).toEqual([]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: asha.cookie },
    });
    expect(list.json().data[0]).toMatchObject({
      id: orderId,
      expectedLaunchDate: addDays(today(), 36),
      trackState: 'waiting-on-customer',
      delayDays: 0,
      waitingOnCustomerSince: today(),
    });
  });

  it('gives an unpaid order no plan and no date', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter', { pay: false });
    const order = await detail(orderId, asha);
    expect(order).toMatchObject({
      expectedLaunchDate: null,
      trackState: null,
      milestones: [],
      documents: [],
    });
  });
});

describe('PATCH /api/admin/orders/:id/milestones/:milestoneId', () => {
  it('finishes a milestone with a note the customer reads on the timeline', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    const dsc = milestoneOf(
      await detail(orderId, asha),
      'Digital signatures (DSC) and director identification (DIN)',
    );

    // The documents step before it is still open: the admin has confirmed finishing out of order.
    const res = await patch(`/api/admin/orders/${orderId}/milestones/${dsc.id}`, admin, {
      status: 'done',
      note: 'Both directors have their DSC',
      confirmOutOfOrder: true,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: dsc.id,
      status: 'done',
      note: 'Both directors have their DSC',
    });
    const order = await detail(orderId, asha);
    expect(milestoneOf(order, dsc.title).completedAt).not.toBeNull();
    const noted = order.events.find((e) => e.reason?.includes('Both directors have their DSC'));
    expect(noted).toMatchObject({
      actor: 'staff',
      reason:
        'Digital signatures (DSC) and director identification (DIN): done. Both directors have their DSC',
    });
  });

  it('moves the launch later when a milestone finishes late, and says by how many days', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    await paidDaysAgo(ctx.database, orderId, 10);
    // The documents came in and were accepted on day 2, on time.
    await ctx.database.db.execute(
      sql`update order_documents set status = 'accepted' where order_id = ${orderId}`,
    );
    await ctx.database.db.execute(
      sql`update order_milestones set status = 'done', completed_at = now() - interval '8 days'
          where order_id = ${orderId} and key = 'documents'`,
    );
    const dsc = milestoneOf(
      await detail(orderId, asha),
      'Digital signatures (DSC) and director identification (DIN)',
    );

    // Due on day 3, finished on day 10.
    await patch(`/api/admin/orders/${orderId}/milestones/${dsc.id}`, admin, { status: 'done' });

    const order = await detail(orderId, asha);
    expect(order.plannedLaunchDate).toBe(addDays(today(), 20));
    expect(order.expectedLaunchDate).toBe(addDays(today(), 27));
    expect(order.trackState).toBe('delayed');
    expect(order.delayDays).toBe(7);
    expect(milestoneOf(order, 'Company name approved by the registrar').plannedFor).toBe(addDays(today(), 2));
    expect(order.events.some((e) => e.reason?.startsWith('Expected launch date moved'))).toBe(true);
  });

  it('counts the days lost waiting on documents as waiting on the customer, not as a delay', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    await paidDaysAgo(ctx.database, orderId, 10);
    const dsc = milestoneOf(
      await detail(orderId, asha),
      'Digital signatures (DSC) and director identification (DIN)',
    );
    await patch(`/api/admin/orders/${orderId}/milestones/${dsc.id}`, admin, { status: 'in-progress' });

    const order = await detail(orderId, asha);
    expect(order.trackState).toBe('waiting-on-customer');
    expect(order.waitingOnCustomerSince).toBe(addDays(today(), -10));
    expect(order.delayDays).toBe(0);
    // The documents step is expected today at the earliest; everything after it follows.
    expect(order.expectedLaunchDate).toBe(addDays(today(), 28));
  });

  it('completes the order when its last milestone is done', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    await ctx.database.db.execute(
      sql`update order_documents set status = 'accepted' where order_id = ${orderId}`,
    );
    const { milestones } = await detail(orderId, asha);
    await finishLaunch(ctx.app, orderId, { admin, customer: asha });

    const order = await detail(orderId, asha);
    expect(order.status).toBe('completed');
    expect(order.expectedLaunchDate).toBe(today());
    expect(order.trackState).toBe('on-track');
    expect(order.events.at(-1)).toMatchObject({
      toStatus: 'completed',
      reason: 'Launched: every milestone is done',
    });
    // A completed launch no longer moves.
    const again = await patch(`/api/admin/orders/${orderId}/milestones/${milestones[1]?.id}`, admin, {
      status: 'pending',
    });
    expect(again.statusCode).toBe(409);
  });

  it('is for admins only, and finds only milestones of that order', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    const otherId = await buy(asha, 'growth');
    const [, first] = (await detail(orderId, asha)).milestones;
    const url = `/api/admin/orders/${orderId}/milestones/${first?.id}`;

    expect((await patch(url, asha, { status: 'done' })).statusCode).toBe(403);
    expect(
      (await patch(`/api/admin/orders/${otherId}/milestones/${first?.id}`, admin, { status: 'done' }))
        .statusCode,
    ).toBe(404);
    const invalid = await patch(url, admin, { status: 'finished' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation_failed');
    expect((await detail(orderId, asha)).milestones[1]?.status).toBe('pending');
  });

  it('refuses to move the launch of an unpaid order', async () => {
    const asha = await createUser(ctx.app);
    const paidId = await buy(asha, 'starter');
    const unpaidId = await buy(asha, 'growth', { pay: false });
    const [, first] = (await detail(paidId, asha)).milestones;
    const res = await patch(`/api/admin/orders/${unpaidId}/milestones/${first?.id}`, admin, {
      status: 'done',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('PATCH /api/admin/orders/:id/documents/:documentId', () => {
  it('refuses to review a document nothing was uploaded for', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    const [pan] = (await detail(orderId, asha)).documents;
    const res = await patch(`/api/admin/orders/${orderId}/documents/${pan?.id}`, admin, {
      status: 'accepted',
    });
    expect(res.statusCode).toBe(409);
  });

  it('needs a reason to reject', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    const [pan] = (await detail(orderId, asha)).documents;
    const res = await patch(`/api/admin/orders/${orderId}/documents/${pan?.id}`, admin, {
      status: 'rejected',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'reason', message: 'Say why the document is rejected' },
    ]);
  });
});

describe('PATCH /api/admin/orders/:id/launch', () => {
  it('assigns the order to an admin and keeps internal notes the customer never sees', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'scale');
    const res = await patch(`/api/admin/orders/${orderId}/launch`, admin, {
      ownerId: admin.user.id,
      internalNotes: 'Founder prefers calls after 6 pm; check NOC signature',
    });
    expect(res.statusCode).toBe(200);

    const launch = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/launch`,
      headers: { cookie: admin.cookie },
    });
    expect(successEnvelope(adminLaunchSchema).parse(launch.json()).data).toEqual({
      owner: { id: admin.user.id, name: 'Asha Verma', email: admin.email },
      internalNotes: 'Founder prefers calls after 6 pm; check NOC signature',
    });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie: asha.cookie },
    });
    expect(seen.body).not.toContain('NOC signature');
    expect((await detail(orderId, asha)).events.at(-1)?.reason).toBe(
      'Asha Verma is now looking after this order',
    );
  });

  it('refuses an owner who is not an admin', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    const res = await patch(`/api/admin/orders/${orderId}/launch`, admin, { ownerId: asha.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'ownerId', message: 'Not an admin' }]);
  });
});

describe('the daily refresh of open launches', () => {
  it('moves the date of a launch with an overdue step though nobody touched it', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await buy(asha, 'starter');
    await paidDaysAgo(ctx.database, orderId, 10);
    await ctx.database.db.execute(
      sql`update order_documents set status = 'accepted' where order_id = ${orderId}`,
    );
    await ctx.database.db.execute(
      sql`update orders set track_computed_on = track_computed_on - 1 where id = ${orderId}`,
    );
    const fulfilmentRepo = createFulfilmentRepository(ctx.database.db);
    const filesRepo = createOrderFilesRepository(ctx.database.db);
    const { reads, writes } = createOrderFaces(ctx.database);
    const ordersRepo = { ...reads, ...writes };
    const usersRepo = createUserReads(ctx.database.db);
    const fulfilment = createFulfilmentService({
      db: ctx.database.db,
      fulfilmentRepo,
      filesRepo,
      ordersRepo,
      transitions: createOrderTransitions(),
      notices: createLaunchNotices({
        mail: createMailOutbox({ adminNotifyEmail: undefined }),
        progress: ctx.app.launchProgress,
        usersRepo,
        ordersRepo,
        fulfilmentRepo,
        filesRepo,
      }),
      log: ctx.app.log,
    });

    expect(await fulfilment.refreshStaleTracks(1000)).toBeGreaterThanOrEqual(1);

    const order = await detail(orderId, asha);
    // The documents step, due on day 2, is still open on day 10.
    expect(order.expectedLaunchDate).toBe(addDays(today(), 28));
    expect(order.trackState).toBe('on-track');
    expect(await fulfilment.refreshStaleTracks(1000)).toBe(0);
  });
});
