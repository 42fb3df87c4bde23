import { indiaDate } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createBuyer,
  createTestApp,
  karnatakaBuyer,
  type TestContext,
  type TestUser,
} from './helpers.ts';
import { type MoneyFigures, moneyViews, type SummaryTotals } from './money-views.ts';
import {
  gstSeller,
  paidAtSandboxOnly,
  paymentCheckDueNow,
  paymentsDriver,
  refundCompletedAtSandbox,
  sellerWithoutGstin,
} from './payments.ts';

// One figure for money: after any history of payments, corrections and refunds, every view of an
// order's money says the same thing (docs/billing.md, "Figures"). Each history below is played on a
// seller with GST and, where it applies, on one without; then the customer's order page and list,
// the admin's order page, the orders CSV, the invoice register's CSV, the documents and the admin
// summary's totals are read back and held equal to the figures the history must produce.

const maharashtraBuyer = { name: 'Verma Foods LLP', address: '4 Linking Road Mumbai 400050', state: '27' };
const today = () => indiaDate(new Date());

interface History {
  name: string;
  buyer: Record<string, unknown>;
  packageId: string;
  /** Plays the history on a new order; returns its id. */
  play: (steps: Steps, user: TestUser) => Promise<string>;
  /** What every view must say afterwards, on a seller with GST and on one without. */
  withGst: MoneyFigures;
  withoutGst: MoneyFigures;
}

function steps(ctx: () => TestContext, admin: () => TestUser) {
  const drive = paymentsDriver(ctx);
  const post = async (url: string, payload: object, expected = 201) => {
    const res = await ctx().app.inject({ method: 'POST', url, headers: { cookie: admin().cookie }, payload });
    expect(res.statusCode, res.body).toBe(expected);
    return res.json().data;
  };
  return {
    drive,
    pay: async (user: TestUser, packageId: string) => (await drive.pay(user, packageId)).orderId,
    payOffline: async (user: TestUser, packageId: string) => {
      const bought = await drive.buy(user, packageId);
      await post(`/api/admin/orders/${bought.orderId}/offline-payments`, {
        amount: bought.amount,
        method: 'NEFT',
        reference: 'HDFCN26340123456',
        receivedOn: today(),
      });
      return bought.orderId;
    },
    /** A provider refund, completed by the provider. */
    refund: async (orderId: string, amount?: number) => {
      const refund = await post(`/api/admin/orders/${orderId}/refunds`, {
        amount,
        reason: 'Part of the work dropped',
      });
      await refundCompletedAtSandbox(ctx().database, refund.merchantRefundId);
      await ctx().app.refunds.reconcileDue();
    },
    refundOffline: async (orderId: string, amount: number | undefined, confirm = false) =>
      post(`/api/admin/orders/${orderId}/refunds`, {
        amount,
        reason: 'Part of the work dropped',
        offline: { method: 'NEFT', reference: 'HDFCR26340999999', refundedOn: today() },
        ...(confirm ? { confirmOfflineRefund: true } : {}),
      }),
    /** Cancels through the status change with all that is left returned offline (the cancel dialog). */
    cancelWithOfflineRefund: async (orderId: string) => {
      const res = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        headers: { cookie: admin().cookie },
        payload: {
          status: 'cancelled',
          money: 'refund',
          reason: 'Customer changed plans',
          refundOffline: { method: 'Cheque', reference: '004512', refundedOn: today() },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    correctTo: async (orderId: string, details: Record<string, unknown>, expected = 201) => {
      const [invoice] = await drive.rows<{ id: string }>(
        sql`select id from invoices where order_id = ${orderId} and kind = 'invoice' order by issued_at desc limit 1`,
      );
      return post(
        `/api/admin/orders/${orderId}/invoices/${invoice?.id}/correction`,
        { ...details, gstin: '', reason: 'The customer gave the wrong state' },
        expected,
      );
    },
    /** A second checkout of the same order paid after the first: refunded whole, automatically. */
    payTwice: async (user: TestUser, packageId: string) => {
      const first = await drive.buy(user, packageId);
      await drive.ageCheckouts(first.orderId);
      const second = await drive.buy(user, packageId);
      await drive.pressOnCheckout(second.checkoutUrl, 'pay');
      await drive.status(user, second.merchantOrderId);
      await paidAtSandboxOnly(ctx().database, first.merchantOrderId, 'CARD');
      await paymentCheckDueNow(ctx().database, first.merchantOrderId);
      await ctx().app.payments.reconcileDue();
      const [extra] = await drive.rows<{ merchant_refund_id: string }>(
        sql`select merchant_refund_id from refunds where order_id = ${first.orderId} and kind = 'duplicate'`,
      );
      if (!extra) throw new Error('the extra payment was not refunded');
      await refundCompletedAtSandbox(ctx().database, extra.merchant_refund_id);
      await ctx().app.refunds.reconcileDue();
      return first.orderId;
    },
  };
}
type Steps = ReturnType<typeof steps>;

const figures = (net: [number, number], refunded: [number, number]): MoneyFigures => ({
  netFee: net[0],
  netGst: net[1],
  net: net[0] + net[1],
  refundedFee: refunded[0],
  refundedGst: refunded[1],
  refunded: refunded[0] + refunded[1],
});

// Growth: a fee of ₹49,999 and GST of ₹9,000 (₹4,500 + ₹4,500 inside Karnataka, or ₹9,000 IGST).
// A refund of ₹5,000 reverses each tax in proportion, rounded to the rupee: 4,500 × 5,000 / 58,999
// = ₹381 of CGST and of SGST inside the state (₹762), 9,000 × 5,000 / 58,999 = ₹763 of IGST.
const partialInside = figures([45_761, 8238], [4238, 762]);
const partialToAnotherState = figures([45_762, 8237], [4237, 763]);
const partialWithoutGst = figures([44_999, 0], [5000, 0]);

const histories: History[] = [
  {
    name: 'paid, nothing refunded (inside the state)',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: (s, user) => s.pay(user, 'growth'),
    withGst: figures([49_999, 9000], [0, 0]),
    withoutGst: figures([49_999, 0], [0, 0]),
  },
  {
    name: 'a partial refund inside the state',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.pay(user, 'growth');
      await s.refund(orderId, 5000);
      return orderId;
    },
    withGst: partialInside,
    withoutGst: partialWithoutGst,
  },
  {
    name: 'two partial refunds to another state, then the rest',
    buyer: maharashtraBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.pay(user, 'growth');
      await s.refund(orderId, 5000);
      await s.refund(orderId, 10_000);
      await s.refund(orderId);
      return orderId;
    },
    withGst: figures([0, 0], [49_999, 9000]),
    withoutGst: figures([0, 0], [49_999, 0]),
  },
  {
    name: 'a correction (Karnataka to Maharashtra), then a refund',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.pay(user, 'growth');
      await s.correctTo(orderId, maharashtraBuyer);
      await s.refund(orderId, 5000);
      return orderId;
    },
    withGst: partialToAnotherState,
    withoutGst: partialWithoutGst,
  },
  {
    name: 'a refund, then a correction (refused: the invoice was credited)',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.pay(user, 'growth');
      await s.refund(orderId, 5000);
      await s.correctTo(orderId, maharashtraBuyer, 409);
      return orderId;
    },
    withGst: partialInside,
    withoutGst: partialWithoutGst,
  },
  {
    name: 'paid offline, refunded offline in part',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.payOffline(user, 'growth');
      await s.refundOffline(orderId, 5000);
      return orderId;
    },
    withGst: partialInside,
    withoutGst: partialWithoutGst,
  },
  {
    name: 'paid offline, cancelled with all of it returned offline',
    buyer: maharashtraBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.payOffline(user, 'growth');
      await s.cancelWithOfflineRefund(orderId);
      return orderId;
    },
    withGst: figures([0, 0], [49_999, 9000]),
    withoutGst: figures([0, 0], [49_999, 0]),
  },
  {
    name: 'paid through the provider, refunded offline after a confirmation (a closed card)',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.pay(user, 'growth');
      await s.refund(orderId, 5000);
      await s.refundOffline(orderId, undefined, true);
      return orderId;
    },
    withGst: figures([0, 0], [49_999, 9000]),
    withoutGst: figures([0, 0], [49_999, 0]),
  },
  {
    name: 'an extra payment refunded automatically, then a partial refund',
    buyer: karnatakaBuyer,
    packageId: 'growth',
    play: async (s, user) => {
      const orderId = await s.payTwice(user, 'growth');
      await s.refund(orderId, 5000);
      return orderId;
    },
    withGst: partialInside,
    withoutGst: partialWithoutGst,
  },
];

for (const seller of [
  { name: 'a seller registered for GST', env: gstSeller, key: 'withGst' as const },
  { name: 'a seller without GST', env: sellerWithoutGstin, key: 'withoutGst' as const },
]) {
  describe(`every view of an order's money says the same, for ${seller.name}`, () => {
    let ctx: TestContext;
    let admin: TestUser;
    const views = moneyViews(() => ctx);
    const s = steps(
      () => ctx,
      () => admin,
    );

    beforeAll(async () => {
      // Provider refunds settle only when a history says so.
      ctx = await createTestApp({ ...seller.env, SANDBOX_REFUND_DELAY_SECONDS: '3600' }, { listen: true });
      admin = await createAdmin(ctx, { name: 'Ananya Rao' });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    // The summary's totals move by this order's figures: the histories run one after another.
    it.each(histories)('$name', async (history) => {
      const before: SummaryTotals = await views.summaryTotals(admin);
      const user = await createBuyer(ctx.app, history.buyer);
      const orderId = await history.play(s, user);
      const expected = history[seller.key];
      const seen = await views.figures(user, admin, orderId);
      const after = await views.summaryTotals(admin);

      expect({
        orderPage: seen.orderPage,
        orderList: seen.orderList,
        adminOrderPage: seen.adminOrderPage,
        ordersCsv: seen.ordersCsv,
      }).toEqual({ orderPage: expected, orderList: expected, adminOrderPage: expected, ordersCsv: expected });
      expect(seen.labels.orderList).toBe(seen.labels.orderPage);
      expect(seen.documents).toEqual({
        net: expected.net,
        netGst: expected.netGst,
        refunded: expected.refunded,
        refundedGst: expected.refundedGst,
      });
      expect(seen.registerCsv).toEqual({ net: expected.net, netGst: expected.netGst });
      expect({
        collectedRevenue: after.collectedRevenue - before.collectedRevenue,
        refundedRevenue: after.refundedRevenue - before.refundedRevenue,
        taxCollected: after.taxCollected - before.taxCollected,
      }).toEqual({
        collectedRevenue: expected.netFee,
        refundedRevenue: expected.refundedFee,
        taxCollected: expected.netGst,
      });
    });
  });
}
