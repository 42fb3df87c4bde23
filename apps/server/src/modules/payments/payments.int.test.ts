import { messages, paymentMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildInstance,
  createTestApp,
  createUser,
  grantAdmin,
  type TestContext,
  testConfig,
  waitFor,
} from '../../../test/helpers.ts';
import {
  paidAtSandboxOnly,
  paymentCheckDueNow,
  phonePeWebhook,
  sandboxWebhookAuthorization,
} from '../../../test/payments.ts';
import { phonePeWebhookAuthorization } from './providers/phonepe.ts';
import type { PaymentProvider } from './providers/provider.ts';

let ctx: TestContext;
let webhookAuth: string;

beforeAll(async () => {
  ctx = await createTestApp({ SANDBOX_PENDING_DELAY_SECONDS: '1' }, { listen: true });
  webhookAuth = sandboxWebhookAuthorization(ctx.config);
});
afterAll(async () => {
  await ctx?.close();
});

type User = Awaited<ReturnType<typeof createUser>>;

async function initiate(user: User, body: Record<string, unknown> = { packageId: 'growth', amount: 49999 }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: user.cookie },
    payload: body,
  });
}

async function buy(user: User, packageId = 'growth') {
  const res = await initiate(user, { packageId });
  expect(res.statusCode).toBe(200);
  return res.json().data as { checkoutUrl: string; merchantOrderId: string; orderId: string; amount: number };
}

/** Presses a button on the sandbox's hosted checkout page, as the buyer's browser would. */
async function pressOnCheckout(checkoutUrl: string, action: 'pay' | 'fail' | 'pending', mode = 'UPI_QR') {
  return ctx.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, mode }).toString(),
  });
}

async function status(user: User, merchantOrderId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/payments/status/${merchantOrderId}`,
    headers: { cookie: user.cookie },
  });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function orderOf(orderId: string) {
  const [order] = await rows<{ status: string; payment_method: string | null; amount: number }>(
    sql`select status, payment_method, amount from orders where id = ${orderId}`,
  );
  return order;
}

async function eventsOf(orderId: string) {
  return rows<{ from_status: string | null; to_status: string; actor: string; reason: string }>(
    sql`select from_status, to_status, actor, reason from order_events where order_id = ${orderId} order by created_at, id`,
  );
}

async function webhook(merchantOrderId: string, authorization = webhookAuth) {
  return phonePeWebhook(ctx.app, authorization, 'checkout.order.completed', {
    merchantOrderId,
    state: 'COMPLETED',
  });
}

describe('POST /api/payments/initiate', () => {
  it('needs a signed-in buyer', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      payload: { packageId: 'growth' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an amount that differs from the list price', async () => {
    const user = await createUser(ctx.app);
    const res = await initiate(user, { packageId: 'growth', amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'amount', message: 'The price of Growth is 49999' }]);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${user.user.id}`,
    );
    expect(count?.n).toBe(0);
  });

  it('rejects an unknown package', async () => {
    const user = await createUser(ctx.app);
    const res = await initiate(user, { packageId: 'platinum' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('creates a pending order at the catalogue price and a sandbox checkout, ignoring client metadata', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const res = await initiate(user, {
      packageId: 'scale',
      amount: 99999,
      userEmail: other.email,
      metadata: { userId: other.user.id, packageName: 'Free stuff' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.merchantOrderId).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(new URL(data.checkoutUrl).pathname).toBe(`/sandbox/checkout/${data.merchantOrderId}`);
    const [order] = await rows<{ user_id: string; package_name: string; amount: number; status: string }>(
      sql`select user_id, package_name, amount, status from orders where id = ${data.orderId}`,
    );
    expect(order).toEqual({ user_id: user.user.id, package_name: 'Scale', amount: 99999, status: 'pending' });
    const [payment] = await rows<{ amount_paise: number; state: string; provider_order_id: string }>(
      sql`select amount_paise, state, provider_order_id from payments where merchant_order_id = ${data.merchantOrderId}`,
    );
    expect(payment).toMatchObject({ amount_paise: 9999900, state: 'PENDING' });
    expect(payment?.provider_order_id).toMatch(/^OMO/);
    expect((await eventsOf(data.orderId)).map((e) => e.reason)).toEqual(['Order placed']);
  });

  it('reuses the pending order for a later try with a fresh attempt id', async () => {
    const user = await createUser(ctx.app);
    const first = await buy(user, 'starter');
    await ctx.database.db.execute(
      sql`update payments set created_at = created_at - interval '1 minute' where order_id = ${first.orderId}`,
    );
    const second = await buy(user, 'starter');
    expect(second.orderId).toBe(first.orderId);
    expect(second.merchantOrderId).not.toBe(first.merchantOrderId);
    const concurrent = await Promise.all([
      buy(user, 'enterprise'),
      buy(user, 'enterprise'),
      buy(user, 'enterprise'),
    ]);
    expect(new Set(concurrent.map((c) => c.orderId)).size).toBe(1);
  });

  it("answers 'Payment is currently disabled' when payments are switched off", async () => {
    const off = await createTestApp({ PAYMENTS_ENABLED: 'false' });
    try {
      const user = await createUser(off.app);
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/payments/initiate',
        headers: { cookie: user.cookie },
        payload: { packageId: 'growth' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.paymentsDisabled);
    } finally {
      await off.close();
    }
  });
});

describe('the sandbox checkout', () => {
  it('shows a clearly labelled test payment with the package and amount', async () => {
    const user = await createUser(ctx.app);
    const { checkoutUrl } = await buy(user);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST PAYMENT');
    expect(page.body).toContain('Launchpad Growth package');
    expect(page.body).toContain('Pay ₹49,999');
    expect(page.body).toContain('Fail payment');
    expect(page.body).toContain('Leave pending');
  });

  it('pay → the order moves to in-progress once, with the payment method and a timeline entry', async () => {
    const user = await createUser(ctx.app);
    const { checkoutUrl, merchantOrderId, orderId } = await buy(user);
    const back = await pressOnCheckout(checkoutUrl, 'pay', 'CARD');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${ctx.config.publicUrl}/payment-success?merchantOrderId=${merchantOrderId}`,
    );
    const res = await status(user, merchantOrderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      status: 'COMPLETED',
      message: paymentMessages.completed,
      data: {
        merchantOrderId,
        orderId,
        amount: 49999,
        state: 'COMPLETED',
        paymentMethod: 'Card',
        orderStatus: 'in-progress',
      },
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'in-progress', payment_method: 'Card' });
    await waitFor(async () => (await eventsOf(orderId)).length >= 2);
    const events = await eventsOf(orderId);
    expect(events.filter((e) => e.to_status === 'in-progress')).toHaveLength(1);
  });

  it('fail → the attempt fails and the order stays pending for another try', async () => {
    const user = await createUser(ctx.app);
    const { checkoutUrl, merchantOrderId, orderId } = await buy(user);
    await pressOnCheckout(checkoutUrl, 'fail');
    const res = await status(user, merchantOrderId);
    expect(res.json()).toMatchObject({ status: 'FAILED', message: paymentMessages.failed });
    expect((await orderOf(orderId))?.status).toBe('pending');
    const retry = await buy(user);
    expect(retry.orderId).toBe(orderId);
  });

  it('leave pending → processing, then the late confirmation arrives by webhook', async () => {
    const user = await createUser(ctx.app);
    const { checkoutUrl, merchantOrderId, orderId } = await buy(user);
    await pressOnCheckout(checkoutUrl, 'pending');
    const first = await status(user, merchantOrderId);
    expect(first.json()).toMatchObject({ status: 'PENDING', message: paymentMessages.processing });
    await waitFor(async () => (await orderOf(orderId))?.status === 'in-progress');
    expect((await status(user, merchantOrderId)).json().status).toBe('COMPLETED');
  });
});

describe('GET /api/payments/status/:merchantOrderId', () => {
  it("answers 404 for another buyer's payment and lets an admin read it", async () => {
    const owner = await createUser(ctx.app);
    const stranger = await createUser(ctx.app);
    const { merchantOrderId } = await buy(owner);
    const res = await status(stranger, merchantOrderId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(owner.email);
    await grantAdmin(ctx.database, stranger.user.id);
    expect((await status(stranger, merchantOrderId)).statusCode).toBe(200);
  });

  it('rejects a malformed reference with 400 and an unknown one with 404', async () => {
    const user = await createUser(ctx.app);
    expect((await status(user, 'bad%20id')).statusCode).toBe(400);
    expect((await status(user, 'LP000000NOPE')).statusCode).toBe(404);
  });
});

describe('POST /api/payments/webhook/phonepe', () => {
  it('refuses bad credentials with 401 and changes nothing', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await paidAtSandboxOnly(ctx.database, merchantOrderId);
    const res = await webhook(
      merchantOrderId,
      phonePeWebhookAuthorization('sandbox_hook', 'wrong-password-1'),
    );
    expect(res.statusCode).toBe(401);
    expect((await orderOf(orderId))?.status).toBe('pending');
    const [payment] = await rows<{ state: string }>(
      sql`select state from payments where merchant_order_id = ${merchantOrderId}`,
    );
    expect(payment?.state).toBe('PENDING');
  });

  it('applies five identical webhooks exactly once', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await paidAtSandboxOnly(ctx.database, merchantOrderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(merchantOrderId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const events = await eventsOf(orderId);
    expect(events.filter((e) => e.to_status === 'in-progress')).toHaveLength(1);
    expect((await orderOf(orderId))?.status).toBe('in-progress');
  });

  it('racing with status checks, still transitions once', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await paidAtSandboxOnly(ctx.database, merchantOrderId, 'NET_BANKING');
    const results = await Promise.all([
      webhook(merchantOrderId),
      status(user, merchantOrderId),
      webhook(merchantOrderId),
      status(user, merchantOrderId),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await eventsOf(orderId)).filter((e) => e.to_status === 'in-progress')).toHaveLength(1);
    expect((await orderOf(orderId))?.payment_method).toBe('Net Banking');
  });

  it('never fulfils a payment whose amount differs from the one asked for', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await ctx.database.db.execute(
      sql`update sandbox_orders set state = 'COMPLETED', amount_paise = 100, payment_mode = 'UPI_QR' where merchant_order_id = ${merchantOrderId}`,
    );
    await webhook(merchantOrderId);
    expect((await orderOf(orderId))?.status).toBe('pending');
    const res = await status(user, merchantOrderId);
    expect(res.json().status).toBe('FAILED');
    const events = await eventsOf(orderId);
    expect(events.at(-1)?.reason).toMatch(/refused: paid ₹1, expected ₹49,999/);
  });

  it('ignores a webhook about an unknown payment', async () => {
    const res = await webhook('LP000000UNKNOWN');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('ignored');
  });

  it('is not served for the provider that is not configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the reconciler', () => {
  it('completes a payment the buyer never came back from, without a webhook', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await paidAtSandboxOnly(ctx.database, merchantOrderId, 'UPI_INTENT');
    await paymentCheckDueNow(ctx.database, merchantOrderId);
    await ctx.app.payments.reconcileDue();
    expect(await orderOf(orderId)).toMatchObject({ status: 'in-progress', payment_method: 'UPI' });
    const [event] = (await eventsOf(orderId)).filter((e) => e.to_status === 'in-progress');
    expect(event?.actor).toBe('system');
  });

  it('backs off while the provider says pending, and fails the attempt after expiry', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await paymentCheckDueNow(ctx.database, merchantOrderId);
    await ctx.app.payments.reconcileDue();
    const [pending] = await rows<{ state: string; next_check_at: Date; check_attempts: number }>(
      sql`select state, next_check_at, check_attempts from payments where merchant_order_id = ${merchantOrderId}`,
    );
    expect(pending?.state).toBe('PENDING');
    expect(pending?.check_attempts).toBe(1);
    expect(new Date(pending?.next_check_at as Date).getTime()).toBeGreaterThan(Date.now());

    await ctx.database.db.execute(
      sql`update payments set next_check_at = now(), expires_at = now() - interval '1 hour' where merchant_order_id = ${merchantOrderId}`,
    );
    await ctx.database.db.execute(
      sql`update sandbox_orders set expire_at = now() - interval '1 hour' where merchant_order_id = ${merchantOrderId}`,
    );
    await ctx.app.payments.reconcileDue();
    const [expired] = await rows<{ state: string }>(
      sql`select state from payments where merchant_order_id = ${merchantOrderId}`,
    );
    expect(expired?.state).toBe('FAILED');
    expect((await orderOf(orderId))?.status).toBe('pending');
  });
});

describe('GET /api/payments', () => {
  it("lists the buyer's own attempts, newest first", async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const first = await buy(user, 'starter');
    const second = await buy(user, 'scale');
    await buy(other, 'growth');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.payments;
    expect(list.map((p: { merchantOrderId: string }) => p.merchantOrderId)).toEqual([
      second.merchantOrderId,
      first.merchantOrderId,
    ]);
    expect(list[0]).toMatchObject({
      packageName: 'Scale',
      amount: 99999,
      state: 'PENDING',
      paymentMethod: null,
      refundedAmount: 0,
      refunds: [],
    });
  });

  it('pages the history with a cursor, each payment once, and refuses a cursor it did not give', async () => {
    const user = await createUser(ctx.app);
    const bought = [];
    for (const packageId of ['starter', 'growth', 'scale', 'enterprise'])
      bought.push(await buy(user, packageId));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/payments${query}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(200);
      const page = res.json().data as { payments: { merchantOrderId: string }[]; nextCursor: string | null };
      seen.push(...page.payments.map((p) => p.merchantOrderId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(bought.map((b) => b.merchantOrderId).reverse());

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments?cursor=nonsense',
      headers: { cookie: user.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments?limit=1000',
      headers: { cookie: user.cookie },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('when the provider misbehaves', () => {
  const down: PaymentProvider = {
    name: 'sandbox',
    createCheckout: async () => {
      throw new (await import('./providers/provider.ts')).ProviderError('connection refused', undefined, {
        unreachable: true,
      });
    },
    getStatus: async () => {
      throw new (await import('./providers/provider.ts')).ProviderError('timed out', undefined, {
        unreachable: true,
      });
    },
    verifyWebhook: () => ({ merchantOrderId: null, event: 'x' }),
    refund: async () => {
      throw new (await import('./providers/provider.ts')).ProviderError('timed out');
    },
    getRefundStatus: async () => {
      throw new (await import('./providers/provider.ts')).ProviderError('timed out');
    },
    checkCredentials: async () => {
      throw new (await import('./providers/provider.ts')).ProviderError('timed out');
    },
  };

  it('answers 503 "not answering" with the attempt marked failed and nothing else half-written', async () => {
    const app = await buildInstance(ctx.database, testConfig(), { paymentProvider: down });
    try {
      const user = await createUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/initiate',
        headers: { cookie: user.cookie },
        payload: { packageId: 'starter' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toMatchObject({ success: false, message: messages.paymentProviderUnavailable });
      const attempts = await rows<{ state: string }>(
        sql`select p.state from payments p join orders o on o.id = p.order_id where o.user_id = ${user.user.id}`,
      );
      expect(attempts).toEqual([{ state: 'FAILED' }]);
    } finally {
      await app.close();
    }
  });

  it('answers 503 "not answering" to a status check and keeps the attempt pending for the reconciler', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId } = await buy(user);
    const app = await buildInstance(ctx.database, testConfig(), { paymentProvider: down });
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/payments/status/${merchantOrderId}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(messages.paymentProviderUnavailable);
      const [payment] = await rows<{ state: string }>(
        sql`select state from payments where merchant_order_id = ${merchantOrderId}`,
      );
      expect(payment?.state).toBe('PENDING');
    } finally {
      await app.close();
    }
  });
});

describe('after the provider comes back', () => {
  it('the reconciler catches up on an attempt it could not check while the provider was down', async () => {
    const user = await createUser(ctx.app);
    const { merchantOrderId, orderId } = await buy(user);
    await paidAtSandboxOnly(ctx.database, merchantOrderId);
    await paymentCheckDueNow(ctx.database, merchantOrderId);

    // A second instance whose provider is unreachable tries first and leaves the attempt pending.
    const { ProviderError } = await import('./providers/provider.ts');
    const unreachable: PaymentProvider = {
      name: 'sandbox',
      createCheckout: async () => {
        throw new ProviderError('down');
      },
      getStatus: async () => {
        throw new ProviderError('down');
      },
      verifyWebhook: () => ({ merchantOrderId: null, event: 'x' }),
      refund: async () => {
        throw new ProviderError('down');
      },
      getRefundStatus: async () => {
        throw new ProviderError('down');
      },
      checkCredentials: async () => {
        throw new ProviderError('down');
      },
    };
    const blind = await buildInstance(ctx.database, testConfig(), { paymentProvider: unreachable });
    try {
      expect(await blind.payments.reconcileDue()).toBeGreaterThan(0);
    } finally {
      await blind.close();
    }
    const [afterFailure] = await rows<{ state: string; check_attempts: number }>(
      sql`select state, check_attempts from payments where merchant_order_id = ${merchantOrderId}`,
    );
    expect(afterFailure).toMatchObject({ state: 'PENDING', check_attempts: 1 });
    expect((await orderOf(orderId))?.status).toBe('pending');

    // The provider answers again: the next pass completes the order, once.
    await paymentCheckDueNow(ctx.database, merchantOrderId);
    await ctx.app.payments.reconcileDue();
    expect((await orderOf(orderId))?.status).toBe('in-progress');
    expect((await eventsOf(orderId)).filter((e) => e.to_status === 'in-progress')).toHaveLength(1);
  });

  it('a failure webhook arriving after the payment completed changes nothing', async () => {
    const user = await createUser(ctx.app);
    const { checkoutUrl, merchantOrderId, orderId } = await buy(user);
    await pressOnCheckout(checkoutUrl, 'pay');
    await status(user, merchantOrderId);
    // The sandbox's own completion webhook comes first; the stale failure notice arrives after it.
    await waitFor(async () => {
      const [delivered] = await rows<{ at: Date | null }>(
        sql`select webhook_delivered_at as at from sandbox_orders where merchant_order_id = ${merchantOrderId}`,
      );
      return Boolean(delivered?.at);
    });
    const late = await phonePeWebhook(ctx.app, webhookAuth, 'checkout.order.failed', {
      merchantOrderId,
      state: 'FAILED',
    });
    expect(late.statusCode).toBe(200);
    const [payment] = await rows<{ state: string }>(
      sql`select state from payments where merchant_order_id = ${merchantOrderId}`,
    );
    expect(payment?.state).toBe('COMPLETED');
    expect((await orderOf(orderId))?.status).toBe('in-progress');
  });
});
