import { PARTIAL_REFUND_REQUEST_CHOICE } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { mailNotices } from '../../../test/mail-notices.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';

// A customer's request to cancel a paid order is acknowledged by mail, a decline mails the team's
// reply, a partial refund closes it only when the admin says so, and the order page shows where
// it stands.
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const mail = mailNotices(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({ SANDBOX_REFUND_DELAY_SECONDS: '1' }, { listen: true });
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
});
afterAll(async () => {
  await ctx?.close();
});

async function paidOrderWithRequest(name: string) {
  const buyer = await createUser(ctx.app, { name });
  const { orderId } = await drive.pay(buyer, 'growth');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancellation-request`,
    headers: { cookie: buyer.cookie },
    payload: { reason: 'We are closing the venture' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, orderId };
}

const asAdmin = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload });

async function requestOf(buyer: User, orderId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: buyer.cookie },
  });
  return res.json().data.cancellationRequest;
}

describe('a cancellation request', () => {
  it('is acknowledged to the customer by mail, and shows as open on the order', async () => {
    const { buyer, orderId } = await paidOrderWithRequest('Nikhil Bose');
    const acks = await mail.queued('cancellation-request-received', buyer.email);
    expect(acks.filter((row) => row.key.includes(orderId))).toHaveLength(1);
    expect(await requestOf(buyer, orderId)).toMatchObject({
      state: 'open',
      reason: 'We are closing the venture',
      closedAt: null,
    });
  });

  it('declined: the customer is mailed the reply and reads it on the order', async () => {
    const { buyer, orderId } = await paidOrderWithRequest('Leela Iyer');
    const res = await asAdmin(`/api/admin/orders/${orderId}/cancellation-request/decline`, {
      reply: 'Your company is already incorporated; we can stop the rest and refund it instead.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const replies = await mail.queued('cancellation-request-declined', buyer.email);
    expect(replies.filter((row) => row.key.includes(orderId))).toHaveLength(1);
    const request = await requestOf(buyer, orderId);
    expect(request).toMatchObject({
      state: 'declined',
      reply: 'Your company is already incorporated; we can stop the rest and refund it instead.',
    });
    expect(Date.parse(request.closedAt)).toBeGreaterThan(0);
  });

  it('a partial refund asks the admin whether it settles the request, and keeps it open when told', async () => {
    const { buyer, orderId } = await paidOrderWithRequest('Manav Kapoor');
    const silent = await asAdmin(`/api/admin/orders/${orderId}/refunds`, {
      amount: 5000,
      reason: 'Domain fee',
    });
    expect(silent.statusCode).toBe(409);
    expect(silent.json().message).toBe(PARTIAL_REFUND_REQUEST_CHOICE);

    const kept = await asAdmin(`/api/admin/orders/${orderId}/refunds`, {
      amount: 5000,
      reason: 'Domain fee',
      cancellationRequest: 'keep-open',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(await requestOf(buyer, orderId)).toMatchObject({ state: 'open' });

    const closed = await asAdmin(`/api/admin/orders/${orderId}/refunds`, {
      amount: 10000,
      reason: 'Trademark filing dropped',
      cancellationRequest: 'close',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(await requestOf(buyer, orderId)).toMatchObject({ state: 'settled' });
  });

  it('a refund of everything left settles the request without being asked', async () => {
    const { buyer, orderId } = await paidOrderWithRequest('Sara Thomas');
    const res = await asAdmin(`/api/admin/orders/${orderId}/refunds`, { reason: 'Cancelled as asked' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await requestOf(buyer, orderId)).toMatchObject({ state: 'settled' });
  });

  it('refuses an unknown choice with 400', async () => {
    const { orderId } = await paidOrderWithRequest('Irfan Ali');
    const res = await asAdmin(`/api/admin/orders/${orderId}/refunds`, {
      amount: 100,
      reason: 'x',
      cancellationRequest: 'maybe',
    });
    expect(res.statusCode).toBe(400);
  });
});
