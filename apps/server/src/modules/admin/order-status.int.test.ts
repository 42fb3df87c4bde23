import { adminOrderDetailSchema, formatInr, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices, PUBLIC_URL } from '../../../test/mail-notices.ts';
import { paymentsDriver, refundCompletedAtSandbox, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const mail = mailNotices(() => ctx);

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({ PUBLIC_URL, RATE_LIMIT_SCALE: '100' }, { listen: true }));
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

function setStatus(orderId: string, body: object) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

async function detail(orderId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: { cookie: admin.cookie },
  });
  return successEnvelope(adminOrderDetailSchema).parse(res.json()).data;
}

async function statusOf(orderId: string) {
  const [row] = await drive.rows<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  return row?.status;
}

describe('PATCH /api/admin/orders/:id/status on a paid order', () => {
  it('refuses to cancel a paid order without saying what happens to the money, and changes nothing', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.pay(buyer);
    const res = await setStatus(bought.orderId, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `This order has been paid (${formatInr(bought.amount)}): cancel it with a refund, or keep the payment and say why.`,
    );
    expect(res.json().error.details).toEqual([{ path: 'money', message: 'Choose refund or keep' }]);
    expect(await statusOf(bought.orderId)).toBe('in-progress');
    expect(await mail.queued('order-status-changed', buyer.email)).toEqual([]);
  });

  it('asks for the reason when the payment is kept', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.pay(buyer);
    const res = await setStatus(bought.orderId, { status: 'cancelled', money: 'keep' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'reason', message: 'Say why the payment is kept' }),
    );
    expect(await statusOf(bought.orderId)).toBe('in-progress');
  });

  it('cancels through a refund of all that is left: the refund starts, the mail says where the money goes', async () => {
    const buyer = await createUser(ctx.app, { name: 'Priya Sharma' });
    const bought = await drive.pay(buyer);
    const res = await setStatus(bought.orderId, {
      status: 'cancelled',
      money: 'refund',
      reason: 'The customer changed plans',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.status).toBe('cancelled');

    const order = await detail(bought.orderId);
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: bought.amount, reason: 'The customer changed plans' }),
    ]);
    expect(order.events.at(-1)?.reason).toBe(
      `Cancelled with a refund of ${formatInr(bought.amount)}: The customer changed plans`,
    );
    // The refund settles later (the provider says so) and leaves the order cancelled, nothing more to refund.
    const merchantRefundId = order.refunds[0]?.merchantRefundId ?? '';
    await refundCompletedAtSandbox(ctx.database, merchantRefundId);
    await ctx.app.refunds.reconcileDue();
    expect((await detail(bought.orderId)).refundedAmount).toBe(bought.amount);
    expect(await statusOf(bought.orderId)).toBe('cancelled');
    expect((await detail(bought.orderId)).refundableAmount).toBe(0);

    await mail.deliverAll();
    const [notice] = smtp.to(buyer.email).filter((m) => m.subject === 'Your Growth order is now Cancelled');
    expect(notice?.text).toContain(
      `Your payment: We are refunding ${formatInr(bought.amount)} to your original payment method; it usually arrives within 5-7 working days.`,
    );
  });

  it('cancels keeping the payment when the admin says why, and the mail says it is not refunded', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.pay(buyer);
    const res = await setStatus(bought.orderId, {
      status: 'cancelled',
      money: 'keep',
      reason: 'Work was delivered before the request',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await detail(bought.orderId);
    expect(order.status).toBe('cancelled');
    expect(order.refunds).toEqual([]);
    expect(order.events.at(-1)?.reason).toBe(
      'Cancelled, payment kept: Work was delivered before the request',
    );

    await mail.deliverAll();
    const [notice] = smtp.to(buyer.email).filter((m) => m.subject.endsWith('is now Cancelled'));
    expect(notice?.text).toContain(
      `Your payment: The payment of ${formatInr(bought.amount)} is not refunded: Work was delivered before the request`,
    );
  });

  it('cancels an unpaid order as before, without a word about money', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.buy(buyer);
    const res = await setStatus(bought.orderId, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(bought.orderId)).toBe('cancelled');
  });

  it('warns before completing an order whose milestones and documents are open, and completes once confirmed', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.pay(buyer);
    const res = await setStatus(bought.orderId, { status: 'completed' });
    expect(res.statusCode).toBe(409);
    const [milestones] = await drive.rows<{ open: number; total: number }>(
      sql`select count(*) filter (where status <> 'done')::int as open, count(*)::int as total
          from order_milestones where order_id = ${bought.orderId}`,
    );
    const [documents] = await drive.rows<{ open: number }>(
      sql`select count(*)::int as open from order_documents where order_id = ${bought.orderId} and status <> 'accepted'`,
    );
    expect(milestones?.open).toBeGreaterThan(0);
    expect(documents?.open).toBeGreaterThan(0);
    const words = `${milestones?.open} of ${milestones?.total} milestones are not done and ${documents?.open} documents are not accepted`;
    expect(res.json().message).toBe(`${words}. Complete the order anyway?`);
    expect(res.json().error.details).toEqual([{ path: 'confirmOpenWork', message: words }]);
    expect(await statusOf(bought.orderId)).toBe('in-progress');

    const confirmed = await setStatus(bought.orderId, { status: 'completed', confirmOpenWork: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await statusOf(bought.orderId)).toBe('completed');
  });
});
