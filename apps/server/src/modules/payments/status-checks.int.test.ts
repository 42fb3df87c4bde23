import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  createUser,
  type TestContext,
  testConfig,
} from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import type { PaymentProvider, ProviderStatus } from './providers/provider.ts';
import { STATUS_CHECK_WINDOW_MS } from './status-checks.ts';

/** A provider whose attempts stay pending, counting the status calls it receives. */
function countingProvider() {
  const calls = new Map<string, number>();
  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCheckout(req) {
      return {
        providerOrderId: `OMO${randomUUID()}`,
        checkoutUrl: 'https://pay.example/x',
        expiresAt: new Date(Date.now() + req.expireAfterSeconds * 1000),
      };
    },
    async getStatus(merchantOrderId): Promise<ProviderStatus> {
      calls.set(merchantOrderId, (calls.get(merchantOrderId) ?? 0) + 1);
      // A provider takes a while to answer, as a real one does.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { state: 'PENDING', amountPaise: 4999900, paymentMode: null, raw: {} };
    },
    verifyWebhook: () => ({ merchantOrderId: null, event: 'none' }),
    refund: async () => ({ state: 'PENDING', providerRefundId: 'none', raw: {} }),
    getRefundStatus: async () => ({ state: 'PENDING', providerRefundId: 'none', raw: {} }),
    checkCredentials: async () => {},
  };
  return { provider, calls };
}

type App = TestContext['app'];
type User = Awaited<ReturnType<typeof createUser>>;

async function startCheckout(app: App, user: User): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: user.cookie },
    payload: { packageId: 'growth' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.merchantOrderId;
}

function check(app: App, user: User, merchantOrderId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/payments/status/${merchantOrderId}`,
    headers: { cookie: user.cookie },
  });
}

describe('status checks of a pending attempt', () => {
  const { provider, calls } = countingProvider();
  let ctx: TestContext;
  // The app's clock stands still unless the test moves it: the window passes when the test says.
  let clock = Date.now();

  beforeAll(async () => {
    // The per-user limit is raised here so that every one of the 200 checks is answered.
    ctx = await createTestApp({ RATE_LIMIT_SCALE: '10' }, { paymentProvider: provider, now: () => clock });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('200 concurrent checks ask the provider once, and every caller gets the attempt', async () => {
    const user = await createUser(ctx.app);
    const merchantOrderId = await startCheckout(ctx.app, user);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => check(ctx.app, user, merchantOrderId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    expect(answers.every((a) => a.json().status === 'PENDING')).toBe(true);
    expect(calls.get(merchantOrderId)).toBeLessThanOrEqual(2);
  });

  it('asks again once the window has passed', async () => {
    const user = await createUser(ctx.app);
    const merchantOrderId = await startCheckout(ctx.app, user);
    expect((await check(ctx.app, user, merchantOrderId)).statusCode).toBe(200);
    expect((await check(ctx.app, user, merchantOrderId)).statusCode).toBe(200);
    expect(calls.get(merchantOrderId)).toBe(1);
    clock += STATUS_CHECK_WINDOW_MS;
    expect((await check(ctx.app, user, merchantOrderId)).statusCode).toBe(200);
    expect(calls.get(merchantOrderId)).toBe(2);
  });
});

describe('the per-user limit on status checks', () => {
  const { provider } = countingProvider();
  let ctx: TestContext;
  // A minute that lasts as long as the 61 checks take, however busy the machine.
  const clock = Date.now();

  beforeAll(async () => {
    ctx = await createTestApp({}, { paymentProvider: provider, now: () => clock });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 429 with the wait after 60 checks in a minute, for that user only', async () => {
    const user = await createUser(ctx.app);
    const merchantOrderId = await startCheckout(ctx.app, user);
    for (let i = 0; i < 60; i++) expect((await check(ctx.app, user, merchantOrderId)).statusCode).toBe(200);
    const refused = await check(ctx.app, user, merchantOrderId);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many payment status checks\. Please try again in \d+ seconds\.$/),
    });
    const other = await createUser(ctx.app);
    expect((await check(ctx.app, other, await startCheckout(ctx.app, other))).statusCode).toBe(200);
  });
});

// Instances share the window through Redis; without REDIS_URL this is reported as skipped.
describe.skipIf(!process.env.REDIS_URL)('status checks across two instances sharing Redis', () => {
  const { provider, calls } = countingProvider();
  const apps: App[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const config = testConfig({ RATE_LIMIT_SCALE: '10', REDIS_URL: process.env.REDIS_URL ?? '' });
    const rateLimitPrefix = `launchpad-test:${randomUUID()}:`;
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(config, {
        database: created.database,
        skipMigrations: true,
        rateLimitPrefix,
        upkeep: false,
        mailWorker: false,
        paymentProvider: provider,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
  });

  it('lets one provider call through for 200 checks spread over both', async () => {
    const [a, b] = apps as [App, App];
    const user = await createUser(a);
    const merchantOrderId = await startCheckout(a, user);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => check(i % 2 ? a : b, user, merchantOrderId)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(calls.get(merchantOrderId)).toBeLessThanOrEqual(2);
  });
});
