import {
  addDays,
  adminOrderDetailSchema,
  formatIndiaDay,
  indiaDate,
  OFFLINE_REFUND_CONFIRMATION,
  orderDetailSchema,
  orderMoneyLabel,
  refundInWords,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, karnatakaBuyer, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices, PUBLIC_URL } from '../../../test/mail-notices.ts';
import { gstSeller, paymentsDriver, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

// Money returned outside the provider (a bank transfer, a cheque, cash), recorded by an admin with
// its reference: complete at once, with the same credit note, figures, mail and rules as a
// provider's refund (docs/product-rules.md, "Support, cancellation and refunds").

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const mail = mailNotices(() => ctx);

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp(
    { ...gstSeller, PUBLIC_URL, RATE_LIMIT_SCALE: '100', SANDBOX_REFUND_DELAY_SECONDS: '3600' },
    { listen: true },
  ));
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

/** An Indian calendar day `days` from today. */
const indianDay = (days: number) => addDays(indiaDate(new Date()), days);

async function paidOffline(receivedOn = indianDay(-2)) {
  const buyer = await createBuyer(ctx.app, karnatakaBuyer);
  const bought = await drive.buy(buyer, 'growth');
  // Placed a week ago, so that the money may have come in days before it is recorded.
  await drive.rows(
    sql`update orders set created_at = now() - interval '7 days' where id = ${bought.orderId}`,
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${bought.orderId}/offline-payments`,
    headers: { cookie: admin.cookie },
    payload: { amount: bought.amount, method: 'NEFT', reference: 'HDFCN26340123456', receivedOn },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, orderId: bought.orderId, amount: bought.amount };
}

const returned = (overrides: Record<string, unknown> = {}) => ({
  method: 'NEFT',
  reference: 'HDFCR26340999999',
  refundedOn: indianDay(0),
  ...overrides,
});

function refund(orderId: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: admin.cookie },
    payload: { reason: 'Trademark class dropped', ...body },
  });
}

const customerOrder = async (user: User, orderId: string) =>
  successEnvelope(orderDetailSchema).parse(
    (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: user.cookie } })
    ).json(),
  ).data;

const adminOrder = async (orderId: string) =>
  successEnvelope(adminOrderDetailSchema).parse(
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: { cookie: admin.cookie },
      })
    ).json(),
  ).data;

describe('POST /api/admin/orders/:id/refunds with offline', () => {
  it('is complete at once: credit note, figures netted, the customer mailed and shown its reference', async () => {
    const { buyer, orderId } = await paidOffline();

    const res = await refund(orderId, { amount: 5000, offline: returned() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      amount: 5000,
      state: 'COMPLETED',
      offline: { method: 'NEFT', reference: 'HDFCR26340999999', refundedOn: indianDay(0) },
    });
    expect(res.json().data.completedAt).not.toBeNull();

    // The credit note of a provider's refund, against the invoice: ₹381 + ₹381 of GST reversed.
    const notes = await drive.rows<{ total: number; cgst: number; sgst: number }>(
      sql`select total, cgst, sgst from invoices where order_id = ${orderId} and kind = 'credit-note' and refund_id is not null`,
    );
    expect(notes).toEqual([{ total: 5000, cgst: 381, sgst: 381 }]);

    const order = await customerOrder(buyer, orderId);
    expect(orderMoneyLabel(order)).toBe('Paid ₹53,999 (fee ₹45,761 + GST ₹8,238) after ₹5,000 refunded');
    const [shown] = order.refunds;
    expect(shown && refundInWords(shown)).toBe(
      `₹5,000 refunded by NEFT on ${formatIndiaDay(indianDay(0))}, reference HDFCR26340999999: Trademark class dropped`,
    );
    expect(order.status).toBe('in-progress');
    expect(order.events.some((event) => event.reason?.includes('refunded offline by NEFT'))).toBe(true);

    // One mail, that the money was sent, with its reference and the credit note; no "on its way".
    expect(await mail.queued('refund-initiated', buyer.email)).toEqual([]);
    expect(await mail.queued('refund-completed', buyer.email)).toHaveLength(1);
    await mail.deliverAll();
    const sent = smtp.to(buyer.email).find((m) => m.subject.startsWith('Refund of ₹5,000'));
    expect(sent?.text).toContain('HDFCR26340999999');
    expect(sent?.text).toContain('by NEFT');
    expect(sent?.attachments).toHaveLength(1);
    // It is never sent to the provider, nor picked up by the reconciler.
    const [row] = await drive.rows<{ next_check_at: Date | null; sent_at: Date | null }>(
      sql`select next_check_at, sent_at from refunds where order_id = ${orderId}`,
    );
    expect(row).toEqual({ next_check_at: null, sent_at: null });
  });

  it('refuses a day in the future, a day before the money came in, more than is left and a blank reference', async () => {
    const { orderId, amount } = await paidOffline(indianDay(-2));
    const expectField = async (body: Record<string, unknown>, path: string) => {
      const res = await refund(orderId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
      return res.json();
    };
    await expectField({ offline: returned({ refundedOn: indianDay(1) }) }, 'offline.refundedOn');
    const early = await expectField(
      { offline: returned({ refundedOn: indianDay(-3) }) },
      'offline.refundedOn',
    );
    expect(early.message).toMatch(/^The payment came in on .*: the money cannot have gone back before that$/);
    await expectField({ offline: returned({ reference: '  ' }) }, 'offline.reference');
    await expectField({ offline: returned({ method: 'UPI' }) }, 'offline.method');
    await expectField({ amount: amount + 1, offline: returned() }, 'amount');
    expect((await adminOrder(orderId)).refunds).toEqual([]);
  });

  it('returns what was paid exactly once when two admins record it at the same time', async () => {
    const { orderId, amount } = await paidOffline();
    const answers = await Promise.all([
      refund(orderId, { offline: returned() }),
      refund(orderId, { offline: returned({ reference: 'HDFCR26340888888' }) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const refunds = await drive.rows<{ amount_paise: number; state: string }>(
      sql`select amount_paise, state from refunds where order_id = ${orderId}`,
    );
    expect(refunds).toEqual([{ amount_paise: amount * 100, state: 'COMPLETED' }]);
    const notes = await drive.rows<{ id: string }>(
      sql`select id from invoices where order_id = ${orderId} and refund_id is not null`,
    );
    expect(notes).toHaveLength(1);
    // Everything went back: the order is cancelled, as after a provider's full refund.
    expect((await drive.orderRow(orderId))?.status).toBe('cancelled');
  });

  it("keeps the cancellation request's choice: a partial refund says whether it settles the request", async () => {
    const { buyer, orderId } = await paidOffline();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancellation-request`,
      headers: { cookie: buyer.cookie },
      payload: { reason: 'Plans changed' },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const silent = await refund(orderId, { amount: 5000, offline: returned() });
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.details[0].path).toBe('cancellationRequest');
    const kept = await refund(orderId, {
      amount: 5000,
      offline: returned(),
      cancellationRequest: 'keep-open',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect((await drive.orderRow(orderId))?.cancellation_requested_at).not.toBeNull();
    const rest = await refund(orderId, { offline: returned() });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await drive.orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      cancellation_requested_at: null,
    });
  });

  it('returns a provider payment offline (a closed card) only once the admin confirms', async () => {
    const buyer = await createBuyer(ctx.app, karnatakaBuyer);
    const { orderId } = await drive.pay(buyer, 'growth');

    const unconfirmed = await refund(orderId, { amount: 5000, offline: returned() });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.details[0].path).toBe(OFFLINE_REFUND_CONFIRMATION);
    expect((await adminOrder(orderId)).refunds).toEqual([]);

    const confirmed = await refund(orderId, {
      amount: 5000,
      offline: returned(),
      confirmOfflineRefund: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data).toMatchObject({
      state: 'COMPLETED',
      offline: { reference: 'HDFCR26340999999' },
    });
    // Nothing went to the provider.
    const atProvider = await drive.rows<{ n: number }>(sql`select count(*)::int as n from sandbox_refunds
      where merchant_order_id in (select merchant_order_id from payments where order_id = ${orderId})`);
    expect(atProvider[0]?.n).toBe(0);
  });
});

describe('PATCH /api/admin/orders/:id/status, cancelling an order paid offline', () => {
  it('refunds all that is left offline, when the dialog gives how it went back', async () => {
    const { buyer, orderId, amount } = await paidOffline();
    const cancel = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        headers: { cookie: admin.cookie },
        payload: { status: 'cancelled', money: 'refund', reason: 'Customer changed plans', ...body },
      });

    const withoutHow = await cancel({});
    expect(withoutHow.statusCode).toBe(409);
    expect(withoutHow.json().message).toMatch(/^This order was paid offline/);

    const early = await cancel({ refundOffline: returned({ refundedOn: indianDay(-30) }) });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details[0].path).toBe('refundOffline.refundedOn');

    const res = await cancel({ refundOffline: returned({ method: 'Cheque', reference: '004512' }) });
    expect(res.statusCode, res.body).toBe(200);
    const order = await customerOrder(buyer, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.refunds).toMatchObject([
      { amount, state: 'COMPLETED', offline: { method: 'Cheque', reference: '004512' } },
    ]);
    expect(orderMoneyLabel(order)).toBe(`₹${amount.toLocaleString('en-IN')} paid, all refunded`);
    // The admin's cancellation, with its note to the customer; no second move by the refund.
    const cancellations = order.events.filter(
      (event) => event.toStatus === 'cancelled' && event.fromStatus !== 'cancelled',
    );
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]?.reason).toMatch(/^Cancelled with a refund of/);
  });
});
