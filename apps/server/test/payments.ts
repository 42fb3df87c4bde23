import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../src/config/env.ts';
import { phonePeWebhookAuthorization } from '../src/modules/payments/providers/phonepe.ts';
import { sandboxCredentials } from '../src/modules/payments/sandbox/sandbox-credentials.ts';
import type { TestContext, TestUser } from './helpers.ts';

export type User = TestUser;

/** A seller without a GSTIN: every completed payment gets a bill of supply, at the list price. */
export const sellerWithoutGstin = {
  BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
  BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  BUSINESS_STATE: '29',
};

/** A seller registered for GST, so that payments and refunds issue tax documents. */
export const gstSeller = { ...sellerWithoutGstin, BUSINESS_GSTIN: '29AAPFU0939F1ZR' };
export interface Bought {
  checkoutUrl: string;
  merchantOrderId: string;
  orderId: string;
  amount: number;
}

/** How the buyer pays on the sandbox's checkout page. */
type SandboxPaymentMode = 'UPI_QR' | 'UPI_INTENT' | 'CARD';

/**
 * Places an order through the real payment flow and returns its id. With `payWith`, the buyer then
 * pays on the sandbox's checkout page in that mode, and the status check must say it completed.
 */
export async function placeOrder(
  app: FastifyInstance,
  user: User,
  packageId: string,
  { payWith }: { payWith?: SandboxPaymentMode } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: user.cookie },
    payload: { packageId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutUrl, merchantOrderId, orderId } = res.json().data;
  if (payWith) {
    await app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', mode: payWith }).toString(),
    });
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/status/${merchantOrderId}`,
      headers: { cookie: user.cookie },
    });
    expect(status.json().status).toBe('COMPLETED');
  }
  return orderId as string;
}

/** The authorization header of the webhooks that the app's payment sandbox sends. */
export function sandboxWebhookAuthorization(config: Config): string {
  const creds = sandboxCredentials(config.jwtSecret);
  return phonePeWebhookAuthorization(creds.webhookUsername, creds.webhookPassword);
}

/** Posts a PhonePe webhook to the app, as the provider sends it. */
export function phonePeWebhook(app: FastifyInstance, authorization: string, event: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook/phonepe',
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify({ event, payload }),
  });
}

/** The buyer pays at the sandbox and never comes back: only the provider knows of the payment. */
export async function paidAtSandboxOnly(
  database: TestContext['database'],
  merchantOrderId: string,
  mode: SandboxPaymentMode | 'NET_BANKING' = 'UPI_QR',
) {
  await database.db.execute(
    sql`update sandbox_orders set state = 'COMPLETED', payment_mode = ${mode} where merchant_order_id = ${merchantOrderId}`,
  );
}

/** Makes the reconciler's next check of this payment due now. */
export async function paymentCheckDueNow(database: TestContext['database'], merchantOrderId: string) {
  await database.db.execute(
    sql`update payments set next_check_at = now() where merchant_order_id = ${merchantOrderId}`,
  );
}

/**
 * The provider completes the refund, and the shop's next check of it is due now: the reconciler or
 * a webhook then hears of it.
 */
export async function refundCompletedAtSandbox(database: TestContext['database'], merchantRefundId: string) {
  await database.db.execute(
    sql`update sandbox_refunds set state = 'COMPLETED' where merchant_refund_id = ${merchantRefundId}`,
  );
  await database.db.execute(
    sql`update refunds set next_check_at = now() where merchant_refund_id = ${merchantRefundId}`,
  );
}

/** Moves a paid order's payment and plan `days` into the past, as if it had been paid then. */
export async function paidDaysAgo(database: TestContext['database'], orderId: string, days: number) {
  const shift = sql`make_interval(days => ${days})`;
  await database.db.execute(sql`update orders set paid_at = paid_at - ${shift} where id = ${orderId}`);
  await database.db.execute(
    sql`update order_milestones set completed_at = completed_at - ${shift}, started_at = started_at - ${shift}
        where order_id = ${orderId} and key = 'paid'`,
  );
  await database.db.execute(
    sql`update order_documents set owed_since = owed_since - ${days}::int where order_id = ${orderId}`,
  );
}

/** Helpers for tests that go through the sandbox checkout as a buyer would. */
export function paymentsDriver(ctx: () => TestContext) {
  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await ctx().database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async function initiate(user: User, packageId = 'growth') {
    return ctx().app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      headers: { cookie: user.cookie },
      payload: { packageId },
    });
  }

  async function buy(user: User, packageId = 'growth'): Promise<Bought> {
    const res = await initiate(user, packageId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Bought;
  }

  /** Makes the order's open checkouts older than the resume window, as if the buyer came back later. */
  async function ageCheckouts(orderId: string) {
    await ctx().database.db.execute(
      sql`update payments set created_at = created_at - interval '1 minute' where order_id = ${orderId}`,
    );
  }

  /** Presses a button on the sandbox's hosted checkout page, as the buyer's browser would. */
  async function pressOnCheckout(checkoutUrl: string, action: 'pay' | 'fail' | 'pending', mode = 'UPI_QR') {
    const res = await ctx().app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action, mode }).toString(),
    });
    expect(res.statusCode, res.body).toBeLessThan(400);
    return res;
  }

  async function pay(user: User, packageId = 'growth'): Promise<Bought> {
    const bought = await buy(user, packageId);
    await pressOnCheckout(bought.checkoutUrl, 'pay');
    await status(user, bought.merchantOrderId);
    return bought;
  }

  async function status(user: User, merchantOrderId: string) {
    return ctx().app.inject({
      method: 'GET',
      url: `/api/payments/status/${merchantOrderId}`,
      headers: { cookie: user.cookie },
    });
  }

  async function paymentState(merchantOrderId: string) {
    const [row] = await rows<{ state: string; next_check_at: Date | null; check_attempts: number }>(
      sql`select state, next_check_at, check_attempts from payments where merchant_order_id = ${merchantOrderId}`,
    );
    return row;
  }

  async function orderRow(orderId: string) {
    const [row] = await rows<{
      status: string;
      paid_at: Date | null;
      cancellation_requested_at: Date | null;
    }>(sql`select status, paid_at, cancellation_requested_at from orders where id = ${orderId}`);
    return row;
  }

  async function eventReasons(orderId: string) {
    const events = await rows<{ reason: string | null }>(
      sql`select reason from order_events where order_id = ${orderId} order by created_at, id`,
    );
    return events.map((e) => e.reason);
  }

  return {
    rows,
    initiate,
    buy,
    ageCheckouts,
    pressOnCheckout,
    pay,
    status,
    paymentState,
    orderRow,
    eventReasons,
  };
}
