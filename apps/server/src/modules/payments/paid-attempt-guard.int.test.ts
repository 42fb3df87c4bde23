import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver, phonePeWebhook, sandboxWebhookAuthorization } from '../../../test/payments.ts';
import { createPaymentsRepository } from './payments.repository.ts';

// A paid attempt stays paid: a provider's later FAILED answer (a stale status read, a late webhook,
// a provider that changed its mind) never unpays an order, moves it back or mails a failure.

let ctx: TestContext;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

/** What a FAILED answer must not have touched: the attempt, the order, its timeline and mails. */
async function expectStillPaid(merchantOrderId: string, orderId: string, email: string) {
  expect((await drive.paymentState(merchantOrderId))?.state).toBe('COMPLETED');
  const order = await drive.orderRow(orderId);
  expect(order?.status).toBe('in-progress');
  expect(order?.paid_at).not.toBeNull();
  expect((await drive.eventReasons(orderId)).some((reason) => reason?.includes('failed'))).toBe(false);
  const failureMails = await drive.rows<{ id: string }>(
    sql`select id from mail_outbox where template = 'payment-failed' and recipient = ${email.toLowerCase()}`,
  );
  expect(failureMails).toEqual([]);
}

describe('a FAILED answer for an attempt already paid', () => {
  it('leaves it COMPLETED when a status call read it before it was paid', async () => {
    const user = await createUser(ctx.app);
    const bought = await drive.buy(user, 'starter');
    // The status call reads the attempt while it is pending, then the buyer pays in another tab
    // and the provider's stale answer for the first read arrives last.
    const stale = await createPaymentsRepository(ctx.database.db).findByMerchantOrderId(
      bought.merchantOrderId,
    );
    if (!stale) throw new Error('the attempt was not recorded');
    await drive.pressOnCheckout(bought.checkoutUrl, 'pay');
    expect((await drive.status(user, bought.merchantOrderId)).json().status).toBe('COMPLETED');

    const state = await ctx.app.payments.applyProviderStatus(
      stale,
      { state: 'FAILED', amountPaise: stale.amountPaise, paymentMode: null, raw: { state: 'FAILED' } },
      'provider',
    );

    expect(state).toBe('COMPLETED');
    await expectStillPaid(bought.merchantOrderId, bought.orderId, user.email);
  });

  it('leaves it COMPLETED when a webhook arrives and the provider now says FAILED', async () => {
    const user = await createUser(ctx.app);
    const bought = await drive.pay(user, 'starter');
    await ctx.database.db.execute(
      sql`update sandbox_orders set state = 'FAILED' where merchant_order_id = ${bought.merchantOrderId}`,
    );

    const late = await phonePeWebhook(
      ctx.app,
      sandboxWebhookAuthorization(ctx.config),
      'checkout.order.failed',
      {
        merchantOrderId: bought.merchantOrderId,
        state: 'FAILED',
      },
    );
    expect(late.statusCode).toBe(200);
    const check = await drive.status(user, bought.merchantOrderId);
    expect(check.json().status).toBe('COMPLETED');
    await expectStillPaid(bought.merchantOrderId, bought.orderId, user.email);
  });
});
