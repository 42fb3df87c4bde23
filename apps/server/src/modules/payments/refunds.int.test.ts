import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext, waitFor } from '../../../test/helpers.ts';
import {
  paidAtSandboxOnly,
  paymentCheckDueNow,
  paymentsDriver,
  phonePeWebhook,
  refundCompletedAtSandbox,
  sandboxWebhookAuthorization,
  type User,
} from '../../../test/payments.ts';

let ctx: TestContext;
let admin: User;
let webhookAuth: string;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({ SANDBOX_REFUND_DELAY_SECONDS: '1' }, { listen: true });
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
  webhookAuth = sandboxWebhookAuthorization(ctx.config);
});
afterAll(async () => {
  await ctx?.close();
});

interface RefundRow {
  state: string;
  kind: string;
  amount_paise: number;
  reason: string;
  payment_id: string;
}

const refundsOf = (orderId: string) =>
  drive.rows<RefundRow>(
    sql`select state, kind, amount_paise, reason, payment_id from refunds where order_id = ${orderId} order by created_at`,
  );

const allRefundsSettled = (orderId: string) => async () =>
  (await refundsOf(orderId)).every((r) => r.state !== 'PENDING');

function refund(orderId: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

function get(user: User, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
}

function paymentWebhook(merchantOrderId: string) {
  return phonePeWebhook(ctx.app, webhookAuth, 'checkout.order.completed', {
    merchantOrderId,
    state: 'COMPLETED',
  });
}

function refundWebhook(merchantRefundId: string, event = 'pg.refund.completed') {
  return phonePeWebhook(ctx.app, webhookAuth, event, {
    merchantRefundId,
    state: event === 'pg.refund.failed' ? 'FAILED' : 'COMPLETED',
  });
}

describe('an extra payment', () => {
  it('two checkouts of one order both paid: one kept, the other refunded once, whoever notices it', async () => {
    const user = await createUser(ctx.app);
    const first = await drive.buy(user, 'growth');
    await drive.ageCheckouts(first.orderId);
    const second = await drive.buy(user, 'growth');
    await drive.pressOnCheckout(second.checkoutUrl, 'pay');
    await drive.status(user, second.merchantOrderId);
    expect((await drive.orderRow(first.orderId))?.status).toBe('in-progress');

    // The old tab pays too; the provider knows it, the shop has not heard yet.
    await paidAtSandboxOnly(ctx.database, first.merchantOrderId, 'CARD');
    await paymentCheckDueNow(ctx.database, first.merchantOrderId);
    await Promise.all([
      paymentWebhook(first.merchantOrderId),
      paymentWebhook(first.merchantOrderId),
      drive.status(user, first.merchantOrderId),
      drive.status(user, first.merchantOrderId),
      ctx.app.payments.reconcileDue(),
      ctx.app.payments.reconcileDue(),
    ]);

    expect((await drive.paymentState(first.merchantOrderId))?.state).toBe('COMPLETED');
    const refunds = await refundsOf(first.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      kind: 'duplicate',
      amount_paise: 4999900,
      reason: 'duplicate payment',
    });
    expect((await drive.orderRow(first.orderId))?.status).toBe('in-progress');

    await waitFor(allRefundsSettled(first.orderId));
    expect((await refundsOf(first.orderId))[0]?.state).toBe('COMPLETED');
    expect((await drive.orderRow(first.orderId))?.status).toBe('in-progress');

    const history = (await get(user, '/api/payments')).json().data.payments as {
      merchantOrderId: string;
      refundedAmount: number;
      refunds: { amount: number; state: string; reason: string; merchantOrderId: string }[];
    }[];
    expect(history).toHaveLength(2);
    const extra = history.find((p) => p.merchantOrderId === first.merchantOrderId);
    expect(extra).toMatchObject({
      refundedAmount: 49999,
      refunds: [
        {
          amount: 49999,
          state: 'COMPLETED',
          reason: 'duplicate payment',
          merchantOrderId: first.merchantOrderId,
        },
      ],
    });
    expect(history.find((p) => p.merchantOrderId === second.merchantOrderId)?.refundedAmount).toBe(0);
    const reasons = await drive.eventReasons(first.orderId);
    const extraNotes = reasons.filter((r) => r?.startsWith('Extra payment'));
    expect(extraNotes).toHaveLength(1);
    // The status in words, as the customer reads the timeline.
    expect(extraNotes[0]).toContain('received while the order was In Progress');
    expect(reasons).toContain('₹49,999 refunded: duplicate payment');

    // The admin's order page keeps the extra payment returned apart from refunds of the order, and
    // what is left to refund is the order's own payment.
    const adminDetail = async () => (await get(admin, `/api/admin/orders/${first.orderId}`)).json().data;
    expect(await adminDetail()).toMatchObject({
      refundedAmount: 0,
      duplicateRefundedAmount: 49999,
      refundableAmount: 49999,
      refundTo: { paymentMethod: expect.any(String) },
    });
    const whole = await refund(first.orderId, { amount: 49999, reason: 'Customer cancelled' });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().data.merchantOrderId).toBe(second.merchantOrderId);
    await waitFor(allRefundsSettled(first.orderId));
    expect(await adminDetail()).toMatchObject({
      refundedAmount: 49999,
      duplicateRefundedAmount: 49999,
      refundableAmount: 0,
      refundTo: null,
    });
    // Nothing more can go back: the extra payment is never refunded as the order's.
    expect((await refund(first.orderId, { amount: 1, reason: 'One more' })).statusCode).toBe(400);
  });

  it('a payment of a cancelled order is refunded in full', async () => {
    const user = await createUser(ctx.app);
    const bought = await drive.buy(user, 'starter');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${bought.orderId}/cancel`,
      headers: { cookie: user.cookie },
    });
    await drive.pressOnCheckout(bought.checkoutUrl, 'pay');
    await drive.status(user, bought.merchantOrderId);
    await waitFor(async () => (await refundsOf(bought.orderId)).length === 1);
    expect((await refundsOf(bought.orderId))[0]).toMatchObject({ kind: 'duplicate', amount_paise: 2499900 });
    expect((await drive.orderRow(bought.orderId))?.status).toBe('cancelled');
  });
});

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refuses more than was paid with 400 and writes nothing', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user, 'starter');
    const before = await drive.eventReasons(orderId);
    const res = await refund(orderId, { amount: 25000, reason: 'Too much' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('At most ₹24,999 can be refunded for this order');
    expect(res.json().error.details).toEqual([{ path: 'amount', message: 'At most ₹24,999' }]);
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await drive.eventReasons(orderId)).toEqual(before);

    expect((await refund(orderId, { amount: 100 })).statusCode).toBe(400);
    expect((await refund(orderId, { amount: 10.5, reason: 'x' })).statusCode).toBe(400);
  });

  it('refunds in part, then the rest; the full refund cancels the order, and the customer sees both', async () => {
    const user = await createUser(ctx.app);
    const { orderId, merchantOrderId } = await drive.pay(user, 'growth');

    const partial = await refund(orderId, { amount: 10000, reason: 'Trademark filing dropped' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json().data).toMatchObject({
      merchantOrderId,
      amount: 10000,
      state: 'PENDING',
      reason: 'Trademark filing dropped',
    });
    expect(partial.json().data.merchantRefundId).toMatch(/^RF/);
    await waitFor(allRefundsSettled(orderId));
    expect((await drive.orderRow(orderId))?.status).toBe('in-progress');

    const rest = await refund(orderId, { reason: 'Customer cancelled before work began' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.amount).toBe(39999);
    await waitFor(allRefundsSettled(orderId));

    expect((await drive.orderRow(orderId))?.status).toBe('cancelled');
    const detail = (await get(user, `/api/orders/${orderId}`)).json().data;
    expect(detail).toMatchObject({ status: 'cancelled', refundedAmount: 49999 });
    expect(detail.refunds.map((r: { amount: number; state: string }) => [r.amount, r.state])).toEqual([
      [10000, 'COMPLETED'],
      [39999, 'COMPLETED'],
    ]);
    // The day each refund completed and the day the order was cancelled, for "Cancelled on …, ₹X refunded on …".
    const cancelledAt = detail.events.findLast(
      (e: { toStatus: string }) => e.toStatus === 'cancelled',
    ).createdAt;
    expect(detail.cancelledAt).toBe(cancelledAt);
    for (const done of detail.refunds) expect(Date.parse(done.completedAt)).toBeGreaterThan(0);
    const list = (await get(user, '/api/orders')).json().data;
    expect(list.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      refundedAmount: 49999,
      cancelledAt,
    });
    expect(detail.events.map((e: { reason: string }) => e.reason)).toEqual(
      expect.arrayContaining(['₹10,000 refunded: Trademark filing dropped', 'Refunded in full']),
    );

    const nothingLeft = await refund(orderId, { reason: 'Again' });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toBe('Everything paid for this order has already been refunded');
  });

  it('holds the bound in the database when two admins refund at once', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user, 'scale');
    const answers = await Promise.all([
      refund(orderId, { reason: 'First admin' }),
      refund(orderId, { reason: 'Second admin' }),
      refund(orderId, { amount: 50000, reason: 'Third admin' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    const written = await refundsOf(orderId);
    expect(written.reduce((sum, r) => sum + r.amount_paise, 0)).toBeLessThanOrEqual(9999900);

    // Even a statement that skips the service is refused.
    const [payment] = await drive.rows<{ id: string }>(
      sql`select id from payments where order_id = ${orderId} and state = 'COMPLETED'`,
    );
    const refused = await ctx.database.db
      .execute(sql`
        insert into refunds (payment_id, order_id, merchant_refund_id, amount_paise, kind, reason, actor)
        values (${payment?.id}, ${orderId}, ${`RFTEST${Date.now()}`}, 9999900, 'admin', 'by hand', 'system')`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // The trigger's own refusal (23514 check_violation, named for it), not any failure of the insert.
    expect(databaseErrorOf(refused)).toMatchObject({
      code: '23514',
      constraint: 'refunds_within_paid',
      message: expect.stringMatching(/^refunds of payment [0-9a-f-]{36} would exceed what it paid$/),
    });
    await waitFor(allRefundsSettled(orderId));
  });

  it('settles a refund once however often and in whatever order its webhooks arrive', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user, 'starter');
    const res = await refund(orderId, { amount: 5000, reason: 'Goodwill' });
    const { merchantRefundId } = res.json().data as { merchantRefundId: string };
    await refundCompletedAtSandbox(ctx.database, merchantRefundId);
    const answers = await Promise.all([
      refundWebhook(merchantRefundId, 'pg.refund.failed'),
      refundWebhook(merchantRefundId),
      refundWebhook(merchantRefundId, 'pg.refund.accepted'),
      refundWebhook(merchantRefundId),
      refundWebhook(merchantRefundId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await refundsOf(orderId))[0]?.state).toBe('COMPLETED');
    await waitFor(async () => (await drive.eventReasons(orderId)).includes('₹5,000 refunded: Goodwill'));
    // Test apps run no reconciler, and the sandbox calls back about a refund only while it holds it
    // as pending: what can still come is a late webhook (a retry, the sandbox's acceptance). One
    // that arrives once the refund has settled, answered, changes nothing either.
    expect((await refundWebhook(merchantRefundId)).statusCode).toBe(200);
    expect((await drive.eventReasons(orderId)).filter((r) => r === '₹5,000 refunded: Goodwill')).toHaveLength(
      1,
    );
    // The customer is told once, by mail through the outbox.
    const { id: refundId } = res.json().data as { id: string };
    const mails = await drive.rows<{ recipient: string; template: string }>(
      sql`select recipient, template from mail_outbox where idempotency_key = ${`refund-completed:${refundId}`}`,
    );
    expect(mails).toEqual([{ recipient: user.email.toLowerCase(), template: 'refund-completed' }]);
  });

  it('answers 404 for an unknown order and 409 for an unpaid one', async () => {
    const user = await createUser(ctx.app);
    const { orderId } = await drive.buy(user, 'enterprise');
    expect((await refund(orderId, { reason: 'x' })).statusCode).toBe(409);
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/refunds`,
          headers: { cookie: user.cookie },
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the admin summary', () => {
  it('shows revenue net of refunds, and refunds still on their way', async () => {
    const summary = async () => (await get(admin, '/api/admin/summary')).json().data;
    const user = await createUser(ctx.app);
    const { orderId } = await drive.pay(user, 'starter');
    const before = await summary();
    await refund(orderId, { amount: 4999, reason: 'Discount' });
    const during = await summary();
    expect(during.refundsOutstanding).toBeGreaterThanOrEqual(4999);
    await waitFor(allRefundsSettled(orderId));
    const after = await summary();
    expect(after.collectedRevenue).toBe(before.collectedRevenue - 4999);
    expect(after.refundedRevenue).toBe(before.refundedRevenue + 4999);
  });
});

/** The PostgreSQL error behind a failed statement, looking through Drizzle's wrapper (`cause`). */
function databaseErrorOf(error: unknown): unknown {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return current;
    current = candidate.cause;
  }
  return error;
}
