import { orderDetailSchema, paymentHistoryPageSchema, successEnvelope } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver, sellerWithoutGstin } from '../../../test/payments.ts';

describe('the invoice of a payment in the payment history', () => {
  let ctx: TestContext;
  const driver = paymentsDriver(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp(sellerWithoutGstin, { listen: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function history(cookie: string) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return successEnvelope(paymentHistoryPageSchema).parse(res.json()).data.payments;
  }

  it('names the invoice of a completed payment, and none for a failed or waiting one', async () => {
    const buyer = await createUser(ctx.app);
    const paid = await driver.pay(buyer, 'growth');
    const failed = await driver.buy(buyer, 'starter');
    await driver.pressOnCheckout(failed.checkoutUrl, 'fail');
    await driver.status(buyer, failed.merchantOrderId);
    const waiting = await driver.buy(buyer, 'scale');

    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${paid.orderId}`,
      headers: { cookie: buyer.cookie },
    });
    const invoices = successEnvelope(orderDetailSchema).parse(order.json()).data.invoices;
    expect(invoices).toHaveLength(1);
    const invoiceId = invoices[0]?.id;

    const byReference = new Map((await history(buyer.cookie)).map((p) => [p.merchantOrderId, p]));
    expect(byReference.get(paid.merchantOrderId)).toMatchObject({ state: 'COMPLETED', invoiceId });
    expect(byReference.get(failed.merchantOrderId)).toMatchObject({ state: 'FAILED', invoiceId: null });
    expect(byReference.get(waiting.merchantOrderId)).toMatchObject({ state: 'PENDING', invoiceId: null });

    const status = await driver.status(buyer, paid.merchantOrderId);
    expect(status.json().data.invoiceId).toBe(invoiceId);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/pdf`,
      headers: { cookie: buyer.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it("never shows another customer's invoice", async () => {
    const buyer = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    await driver.pay(buyer, 'starter');
    expect(await history(other.cookie)).toEqual([]);
    const [own] = await history(buyer.cookie);
    expect(own?.invoiceId).toEqual(expect.any(String));
  });
});
