import {
  adminOrderPageSchema,
  type LaunchBoardPage,
  launchBoardPageSchema,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';

// The order list and the launch board flag and filter what waits on the team: documents the
// customer sent for review, and a cancellation the customer asked for.

let ctx: TestContext;
let admin: User;
let customer: User;
const ids = { documents: '', cancelling: '', quiet: '' };

async function get(url: string, by: User = admin) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: by.cookie } });
}

async function boardPage(query: string): Promise<LaunchBoardPage> {
  const res = await get(`/api/admin/launches${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(launchBoardPageSchema).parse(res.json()).data;
}

async function orderPage(query: string) {
  const res = await get(`/api/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(adminOrderPageSchema).parse(res.json()).data;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx, { name: 'Meera Iyer' });
  customer = await createUser(ctx.app, { name: 'Ravi Menon' });
  ids.documents = await placeOrder(ctx.app, customer, 'starter', { payWith: 'UPI_INTENT' });
  ids.cancelling = await placeOrder(ctx.app, customer, 'growth', { payWith: 'UPI_INTENT' });
  ids.quiet = await placeOrder(ctx.app, customer, 'scale', { payWith: 'UPI_INTENT' });
  // Two documents sent and waiting for review (the upload itself is covered by order-files tests).
  await ctx.database.db.execute(sql`
    update order_documents set status = 'uploaded', uploaded_at = now()
    where id in (select id from order_documents where order_id = ${ids.documents} order by kind limit 2)`);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${ids.cancelling}/cancellation-request`,
    headers: { cookie: customer.cookie },
    payload: { reason: 'We found another provider' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

describe('what needs the team', () => {
  it('is flagged on every order of the list and of the board', async () => {
    const list = await orderPage('');
    const listed = new Map(list.orders.map((order) => [order.id, order]));
    expect(listed.get(ids.documents)?.documentsToReview).toBe(2);
    expect(listed.get(ids.cancelling)?.cancellationRequestedAt).not.toBeNull();
    expect(listed.get(ids.quiet)).toMatchObject({ documentsToReview: 0, cancellationRequestedAt: null });

    const board = await boardPage('');
    const launches = new Map(board.launches.map((launch) => [launch.orderId, launch]));
    expect(launches.get(ids.documents)?.documentsToReview).toBe(2);
    expect(launches.get(ids.cancelling)?.cancellationRequestedAt).not.toBeNull();
    expect(launches.get(ids.quiet)).toMatchObject({ documentsToReview: 0, cancellationRequestedAt: null });
  });

  it('filters the order list by documents to review or a cancellation requested', async () => {
    const toReview = await orderPage('?needs=documents-to-review');
    expect(toReview.orders.map((order) => order.id)).toEqual([ids.documents]);
    expect(toReview.total).toBeNull();
    const cancelling = await orderPage('?needs=cancellation-requested&status=in-progress');
    expect(cancelling.orders.map((order) => order.id)).toEqual([ids.cancelling]);
  });

  it('filters the launch board the same way, with stage counts under the filter', async () => {
    const toReview = await boardPage('?needs=documents-to-review');
    expect(toReview.launches.map((launch) => launch.orderId)).toEqual([ids.documents]);
    expect(toReview.allStages).toBe(1);
    const cancelling = await boardPage('?needs=cancellation-requested');
    expect(cancelling.launches.map((launch) => launch.orderId)).toEqual([ids.cancelling]);
  });

  it('refuses an unknown filter with a 400 naming the choices', async () => {
    for (const url of ['/api/admin/orders?needs=everything', '/api/admin/launches?needs=everything']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('documents-to-review, cancellation-requested');
    }
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/orders?needs=documents-to-review', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/launches?needs=cancellation-requested', customer)).statusCode).toBe(403);
  });
});
