import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { createUser, TestContext } from './helpers.ts';

export type User = Awaited<ReturnType<typeof createUser>>;
export interface Bought {
  checkoutUrl: string;
  merchantOrderId: string;
  orderId: string;
  amount: number;
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
