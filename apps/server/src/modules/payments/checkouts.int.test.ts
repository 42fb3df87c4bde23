import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, waitFor } from '../../../test/helpers.ts';
import { paymentCheckDueNow, paymentsDriver } from '../../../test/payments.ts';
import { CHECKOUT_TTL_SECONDS } from './payments.service.ts';
import type { PaymentProvider, ProviderStatus } from './providers/provider.ts';

let ctx: TestContext;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

describe('one live checkout per order', () => {
  it('resumes the same checkout for a repeat initiate within seconds', async () => {
    const user = await createUser(ctx.app);
    const first = await drive.buy(user, 'starter');
    const second = await drive.buy(user, 'starter');
    expect(second).toEqual(first);
  });

  it('gives 50 concurrent initiates of one user one live attempt and one provider checkout', async () => {
    const user = await createUser(ctx.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => drive.initiate(user, 'scale')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.merchantOrderId));
    expect(ids.size).toBe(1);
    const { orderId } = (answers[0] as (typeof answers)[number]).json().data as { orderId: string };
    const attempts = await drive.rows<{ state: string }>(
      sql`select state from payments where order_id = ${orderId}`,
    );
    expect(attempts).toEqual([{ state: 'PENDING' }]);
    const [atProvider] = await drive.rows<{ n: number }>(
      sql`select count(*)::int as n from sandbox_orders where merchant_order_id = ${[...ids][0]}`,
    );
    expect(atProvider?.n).toBe(1);
  });

  it('supersedes the earlier checkout on a later try; it leaves payment history', async () => {
    const user = await createUser(ctx.app);
    const first = await drive.buy(user, 'growth');
    await drive.ageCheckouts(first.orderId);
    const second = await drive.buy(user, 'growth');
    expect(second.orderId).toBe(first.orderId);
    expect(second.merchantOrderId).not.toBe(first.merchantOrderId);
    expect((await drive.paymentState(first.merchantOrderId))?.state).toBe('SUPERSEDED');

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { cookie: user.cookie },
    });
    expect(history.json().data.payments.map((p: { merchantOrderId: string }) => p.merchantOrderId)).toEqual([
      second.merchantOrderId,
    ]);
  });

  it('takes the payment of a superseded checkout when the order is still unpaid, and closes the live one', async () => {
    const user = await createUser(ctx.app);
    const first = await drive.buy(user, 'enterprise');
    await drive.ageCheckouts(first.orderId);
    const second = await drive.buy(user, 'enterprise');
    await drive.pressOnCheckout(first.checkoutUrl, 'pay');
    await drive.status(user, first.merchantOrderId);
    // The sandbox tells the shop by webhook; the status check is the buyer coming back.
    const poll = async () => (await drive.paymentState(first.merchantOrderId))?.state === 'COMPLETED';
    await waitFor(poll);
    expect((await drive.paymentState(first.merchantOrderId))?.state).toBe('COMPLETED');
    expect((await drive.orderRow(first.orderId))?.status).toBe('in-progress');
    expect((await drive.paymentState(second.merchantOrderId))?.state).toBe('SUPERSEDED');
  });
});

describe('the initiation limit', () => {
  it('answers 429 with when to retry after 10 new checkouts in 10 minutes; resuming does not count', async () => {
    const user = await createUser(ctx.app);
    let orderId = '';
    for (let i = 0; i < 10; i++) {
      const bought = await drive.buy(user, 'starter');
      await drive.buy(user, 'starter'); // a resume
      orderId = bought.orderId;
      await drive.ageCheckouts(orderId);
    }
    const refused = await drive.initiate(user, 'starter');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().message).toMatch(
      /^Too many payment attempts\. Please try again in \d+ (minutes?|seconds)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [count] = await drive.rows<{ n: number }>(
      sql`select count(*)::int as n from payments where order_id = ${orderId}`,
    );
    expect(count?.n).toBe(10);

    // Another buyer is not affected.
    expect((await drive.initiate(await createUser(ctx.app), 'starter')).statusCode).toBe(200);
  });
});

describe('provider traffic of an abandoned checkout', () => {
  let app: TestContext;
  let clock = Date.now();
  const calls = new Map<string, number>();
  const expiries = new Map<string, number>();
  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCheckout(req) {
      const expiresAt = clock + req.expireAfterSeconds * 1000;
      expiries.set(req.merchantOrderId, expiresAt);
      return {
        providerOrderId: `OMO${randomUUID()}`,
        checkoutUrl: 'https://pay.example/x',
        expiresAt: new Date(expiresAt),
      };
    },
    async getStatus(merchantOrderId): Promise<ProviderStatus> {
      calls.set(merchantOrderId, (calls.get(merchantOrderId) ?? 0) + 1);
      return { state: 'PENDING', amountPaise: 4999900, paymentMode: null, raw: {} };
    },
    verifyWebhook: () => ({ merchantOrderId: null, event: 'none' }),
    refund: async () => ({ state: 'PENDING', providerRefundId: 'none', raw: {} }),
    getRefundStatus: async () => ({ state: 'PENDING', providerRefundId: 'none', raw: {} }),
    checkCredentials: async () => {},
  };

  beforeAll(async () => {
    app = await createTestApp({}, { paymentProvider: provider, now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Runs the reconciler at each check the attempt asks for, on a clock that jumps to it. */
  async function reconcileUntilQuiet(merchantOrderId: string) {
    for (let i = 0; i < 500; i++) {
      const [row] = (
        (await app.database.db.execute(
          sql`select next_check_at from payments where merchant_order_id = ${merchantOrderId}`,
        )) as unknown as { rows: { next_check_at: Date | string | null }[] }
      ).rows;
      if (!row?.next_check_at) return;
      clock = Math.max(clock, new Date(row.next_check_at).getTime());
      await paymentCheckDueNow(app.database, merchantOrderId);
      await app.app.payments.reconcileDue();
    }
    throw new Error('the reconciler never stopped');
  }

  it('asks on the ladder until the checkout expires, then stops: the count is bounded', async () => {
    clock = Date.now();
    const user = await createUser(app.app);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      headers: { cookie: user.cookie },
      payload: { packageId: 'growth' },
    });
    const { merchantOrderId } = res.json().data as { merchantOrderId: string };
    await reconcileUntilQuiet(merchantOrderId);
    const [row] = (
      (await app.database.db.execute(
        sql`select state, check_attempts from payments where merchant_order_id = ${merchantOrderId}`,
      )) as unknown as { rows: { state: string; check_attempts: number }[] }
    ).rows;
    expect(row?.state).toBe('EXPIRED');
    const count = calls.get(merchantOrderId) ?? 0;
    // PhonePe's ladder over a 10-minute checkout (every 3 s, 6 s, 10 s, 30 s, then a minute) ends at expiry.
    expect(CHECKOUT_TTL_SECONDS).toBe(600);
    expect(count).toBeGreaterThan(20);
    expect(count).toBeLessThanOrEqual(40);
    expect(clock).toBeLessThanOrEqual((expiries.get(merchantOrderId) ?? 0) + 1000);
    console.info(`provider status calls for one abandoned checkout: ${count}`);
  });

  it('gives a superseded checkout one last look after its expiry, and no more', async () => {
    clock = Date.now();
    const user = await createUser(app.app);
    const initiate = () =>
      app.app.inject({
        method: 'POST',
        url: '/api/payments/initiate',
        headers: { cookie: user.cookie },
        payload: { packageId: 'scale' },
      });
    const first = (await initiate()).json().data as { merchantOrderId: string; orderId: string };
    await app.database.db.execute(
      sql`update payments set created_at = created_at - interval '1 minute' where order_id = ${first.orderId}`,
    );
    await initiate();
    await reconcileUntilQuiet(first.merchantOrderId);
    expect(calls.get(first.merchantOrderId)).toBe(1);
    expect(clock).toBeGreaterThanOrEqual(expiries.get(first.merchantOrderId) ?? Number.POSITIVE_INFINITY);
  });
});
