import { cancellationMessages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';

let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
});
afterAll(async () => {
  await ctx?.close();
});

function setStatus(orderId: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

function post(user: User, url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie },
    ...(payload ? { payload } : {}),
  });
}

describe('PATCH /api/admin/orders/:id/status and the transition table', () => {
  it('refuses to set a paid order back to pending with 409 and a sentence, changing nothing', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user);
    expect((await drive.orderRow(orderId))?.status).toBe('in-progress');
    const before = await drive.eventReasons(orderId);

    const res = await setStatus(orderId, { status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A paid order never returns to Pending Payment: refund it, or cancel it with a refund.',
    );
    expect((await drive.orderRow(orderId))?.status).toBe('in-progress');
    expect(await drive.eventReasons(orderId)).toEqual(before);

    // Not through a detour either: cancelled, then pending.
    const cancelled = await setStatus(orderId, {
      status: 'cancelled',
      money: 'keep',
      reason: 'Agreed with the customer',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await setStatus(orderId, { status: 'pending' })).statusCode).toBe(409);
  });

  it('completes an unpaid order only with a paid-offline reason, which marks it paid', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.buy(user, 'starter');

    const refused = await setStatus(orderId, { status: 'completed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has not been paid.*paid offline/);

    const noReason = await setStatus(orderId, { status: 'completed', paidOffline: true });
    expect(noReason.statusCode).toBe(400);

    const res = await setStatus(orderId, {
      status: 'completed',
      paidOffline: true,
      reason: 'Bank transfer UTR 4411 received',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({ status: 'completed', paymentMethod: 'Paid offline' });
    expect((await drive.orderRow(orderId))?.paid_at).not.toBeNull();
    expect((await drive.eventReasons(orderId)).at(-1)).toBe('Paid offline: Bank transfer UTR 4411 received');
  });

  it('lets an admin reopen an unpaid cancelled order as pending', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.buy(user, 'scale');
    expect((await setStatus(orderId, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await setStatus(orderId, { status: 'pending' })).statusCode).toBe(200);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels an unpaid order and supersedes its live checkout', async () => {
    const user = await createUser(ctx.app);
    const { orderId, merchantOrderId } = await drive.buy(user, 'starter');

    const res = await post(user, `/api/orders/${orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: cancellationMessages.cancelled,
      data: { status: 'cancelled', paid: false },
    });
    expect((await drive.paymentState(merchantOrderId))?.state).toBe('SUPERSEDED');
    expect((await drive.eventReasons(orderId)).at(-1)).toBe('Cancelled by the customer');

    // Gone from the pending list and from payment history; cancelling again changes nothing.
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: user.cookie },
    });
    expect(orders.json().data.filter((o: { status: string }) => o.status === 'pending')).toEqual([]);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { cookie: user.cookie },
    });
    expect(history.json().data).toEqual({ payments: [], nextCursor: null });
    expect((await post(user, `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect((await drive.eventReasons(orderId)).filter((r) => r === 'Cancelled by the customer')).toHaveLength(
      1,
    );
  });

  it('answers 409 for a paid order and leaves it as it is', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user);
    const res = await post(user, `/api/orders/${orderId}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(cancellationMessages.paidCannotCancel);
    expect((await drive.orderRow(orderId))?.status).toBe('in-progress');
  });

  it("answers 404 for another customer's order", async () => {
    const owner = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    const { orderId } = await drive.buy(owner, 'scale');
    expect((await post(stranger, `/api/orders/${orderId}/cancel`)).statusCode).toBe(404);
    expect((await drive.orderRow(orderId))?.status).toBe('pending');
  });
});

describe('POST /api/orders/:id/cancellation-request', () => {
  it('records the request on a paid order for the admin, who can decline it with a reply', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user);

    const res = await post(user, `/api/orders/${orderId}/cancellation-request`, {
      reason: 'We changed our plans',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancellationRequestedAt).not.toBeNull();
    expect((await drive.eventReasons(orderId)).at(-1)).toBe('Cancellation requested: We changed our plans');

    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: admin.cookie },
    });
    expect(seen.json().data.cancellationRequestedAt).not.toBeNull();

    const declined = await post(admin, `/api/admin/orders/${orderId}/cancellation-request/decline`, {
      reply: 'Work on your registration has already begun',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.cancellationRequestedAt).toBeNull();
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie: user.cookie },
    });
    expect(detail.json().data.events.at(-1).reason).toBe(
      'Cancellation request declined: Work on your registration has already begun',
    );
  });

  it('refuses an unpaid order (cancel it directly) and an empty reason', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.buy(user, 'enterprise');
    const unpaid = await post(user, `/api/orders/${orderId}/cancellation-request`, { reason: 'x' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(cancellationMessages.unpaidCancelDirectly);
    const empty = await post(user, `/api/orders/${orderId}/cancellation-request`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
