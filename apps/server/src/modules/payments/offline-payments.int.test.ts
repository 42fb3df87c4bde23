import {
  addDays,
  adminOrderDetailSchema,
  formatDate,
  formatIndiaDay,
  formatInr,
  fulfilmentPlanFor,
  indiaDate,
  orderDetailSchema,
  receiptWords,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices, PUBLIC_URL } from '../../../test/mail-notices.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const mail = mailNotices(() => ctx);

beforeAll(async () => {
  // A configured seller, so that a paid order gets its invoice.
  ({ smtp, ...ctx } = await createTestAppWithSmtp(
    {
      PUBLIC_URL,
      RATE_LIMIT_SCALE: '100',
      BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
      BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
      BUSINESS_STATE: '29',
    },
    { listen: true },
  ));
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

function record(orderId: string, body: object, who: User = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/offline-payments`,
    headers: { cookie: who.cookie },
    payload: body,
  });
}

async function adminDetail(orderId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: { cookie: admin.cookie },
  });
  return successEnvelope(adminOrderDetailSchema).parse(res.json()).data;
}

/** Today in India: the orders of these tests are placed today, and money arrives after that. */
const today = indiaDate(new Date());
const neft = (amount: number) => ({
  amount,
  method: 'NEFT',
  reference: 'UTR SBIN0000123456',
  receivedOn: today,
});

describe('POST /api/admin/orders/:id/offline-payments', () => {
  it('pays the order like a provider payment: launch started, invoice issued, receipt mailed, listed in payments', async () => {
    const buyer = await createUser(ctx.app, { name: 'Priya Sharma' });
    const bought = await drive.buy(buyer, 'starter');

    const res = await record(bought.orderId, neft(bought.amount));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      provider: 'offline',
      amount: bought.amount,
      state: 'COMPLETED',
      paymentMethod: 'NEFT',
      offline: {
        method: 'NEFT',
        reference: 'UTR SBIN0000123456',
        receivedOn: today,
        recordedBy: 'Ananya Rao',
      },
    });

    const order = await adminDetail(bought.orderId);
    expect(order.status).toBe('in-progress');
    expect(order.paidAt).not.toBeNull();
    expect(order.paymentMethod).toBe('NEFT');
    // The checkout the customer had open is superseded: it cannot take a second payment.
    expect(order.payments.map((p) => [p.provider, p.state])).toEqual([
      ['sandbox', 'SUPERSEDED'],
      ['offline', 'COMPLETED'],
    ]);
    expect(order.events.at(-1)?.reason).toBe(
      `Payment of ${formatInr(bought.amount)} received offline by NEFT on ${formatIndiaDay(today)}, reference UTR SBIN0000123456; recorded by Ananya Rao`,
    );

    // The launch plan exists and the customer sees the invoice, as after a provider payment.
    const mine = successEnvelope(orderDetailSchema).parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/orders/${bought.orderId}`,
          headers: { cookie: buyer.cookie },
        })
      ).json(),
    ).data;
    expect(mine.milestones.length).toBeGreaterThan(0);
    const invoices = await drive.rows<{ total: number; kind: string }>(
      sql`select i.total, i.kind from invoices i join payments p on p.id = i.payment_id
          where p.order_id = ${bought.orderId}`,
    );
    expect(invoices).toEqual([expect.objectContaining({ total: bought.amount })]);

    expect(await mail.queued('payment-received', buyer.email)).toHaveLength(1);
    await mail.deliverAll();
    expect(smtp.to(buyer.email).some((m) => m.text.includes(formatInr(bought.amount)))).toBe(true);
  });

  it('refuses an amount other than the order total, a paid order, a future date, a day before the order and a missing reference', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.buy(buyer, 'starter');

    const wrong = await record(bought.orderId, neft(bought.amount - 1));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      {
        path: 'amount',
        message: `This order's total is ${formatInr(bought.amount)}: record a payment of that amount`,
      },
    ]);
    const later = await record(bought.orderId, { ...neft(bought.amount), receivedOn: '2999-01-01' });
    expect(later.statusCode).toBe(400);
    expect(later.json().error.details[0].path).toBe('receivedOn');
    for (const receivedOn of ['0001-01-01', addDays(today, -1)]) {
      const earlier = await record(bought.orderId, { ...neft(bought.amount), receivedOn });
      expect(earlier.statusCode, receivedOn).toBe(400);
      expect(earlier.json().error.details[0]).toEqual({
        path: 'receivedOn',
        message: `The order was placed on ${formatDate(`${today}T12:00:00+05:30`)}: the money cannot arrive before that`,
      });
    }
    const blank = await record(bought.orderId, { ...neft(bought.amount), reference: ' ' });
    expect(blank.statusCode).toBe(400);
    const method = await record(bought.orderId, { ...neft(bought.amount), method: 'Bitcoin' });
    expect(method.statusCode).toBe(400);
    expect((await record(bought.orderId, neft(bought.amount), buyer)).statusCode).toBe(403);
    expect((await adminDetail(bought.orderId)).status).toBe('pending');

    expect((await record(bought.orderId, neft(bought.amount))).statusCode).toBe(201);
    const twice = await record(bought.orderId, neft(bought.amount));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only an order waiting for its payment can take an offline payment');
    expect((await adminDetail(bought.orderId)).payments.filter((p) => p.provider === 'offline')).toHaveLength(
      1,
    );
  });

  it('is returned offline: a refund through the provider is refused, pointing to the offline refund', async () => {
    const buyer = await createUser(ctx.app);
    const bought = await drive.buy(buyer, 'starter');
    expect((await record(bought.orderId, neft(bought.amount))).statusCode).toBe(201);

    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Changed plans' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(
      'This order was paid offline: return the money the same way, then record it here as an offline refund with its reference.',
    );
    // What is left can still be returned, offline, to the payment received offline.
    const detail = await adminDetail(bought.orderId);
    expect(detail.refundableAmount).toBe(bought.amount);
    expect(detail.refundTo).toMatchObject({ paymentMethod: 'NEFT', offline: true });
    expect(detail.refunds).toEqual([]);
  });

  it('names the money as the bank shows it, our id second, and counts the launch plan from its arrival', async () => {
    const buyer = await createUser(ctx.app, { name: 'Priya Sharma' });
    const bought = await drive.buy(buyer, 'starter');
    // Placed four days ago, so that the money may have arrived two days ago and be recorded today.
    await drive.rows(
      sql`update orders set created_at = now() - interval '4 days' where id = ${bought.orderId}`,
    );
    const arrived = addDays(today, -2);
    const res = await record(bought.orderId, {
      ...neft(bought.amount),
      reference: 'HDFCN26340123456',
      receivedOn: arrived,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sentence = `Received by NEFT on ${formatIndiaDay(arrived)}, reference HDFCN26340123456`;

    const mine = successEnvelope(orderDetailSchema).parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/orders/${bought.orderId}`,
          headers: { cookie: buyer.cookie },
        })
      ).json(),
    ).data;
    expect(mine.receipt).toMatchObject({
      offline: true,
      method: 'NEFT',
      receivedOn: arrived,
      bankReference: 'HDFCN26340123456',
      paymentReference: res.json().data.merchantOrderId,
    });
    expect(mine.receipt && receiptWords(mine.receipt)).toBe(sentence);
    expect((await adminDetail(bought.orderId)).receipt).toEqual(mine.receipt);

    // The plan counts from the day the money arrived, not the day it was recorded.
    const [paid] = fulfilmentPlanFor('starter').milestones;
    expect(mine.milestones[0]?.completedAt?.slice(0, 10)).toBe(arrived);
    expect(mine.milestones[0]?.plannedFor).toBe(addDays(arrived, paid?.days ?? 0));

    await mail.deliverAll();
    const receipt = smtp.to(buyer.email).find((m) => m.subject.startsWith('Payment received'));
    expect(receipt?.text).toContain(`${sentence}.`);
    expect(receipt?.text).toMatch(/Our reference: OF\w+/);
    expect(receipt?.text).not.toMatch(/Paid on:/);
  });
});
