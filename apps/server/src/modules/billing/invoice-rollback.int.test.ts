import { financialYear } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentCheckDueNow, paymentsDriver, sellerWithoutGstin } from '../../../test/payments.ts';

// An invoice number is taken inside the transaction that records the payment. When that
// transaction fails after the number was taken, the number goes back with everything else: the
// series stays without a gap, and the payment is recorded with the next free number once it can be.

describe('a payment whose recording fails after its invoice number was taken', () => {
  let ctx: TestContext;
  const driver = paymentsDriver(() => ctx);
  const fy = financialYear(new Date()).label;

  beforeAll(async () => {
    ctx = await createTestApp(sellerWithoutGstin, { listen: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const lastSerial = async () =>
    (
      await driver.rows<{ last: number | null }>(
        sql`select max(last_serial) as last from document_series where kind = 'invoice' and financial_year = ${fy}`,
      )
    )[0]?.last ?? 0;
  const serials = async () =>
    (
      await driver.rows<{ serial: number }>(
        sql`select serial from invoices where kind = 'invoice' and financial_year = ${fy} order by serial`,
      )
    ).map((r) => r.serial);
  const invoicesOf = async (orderId: string) =>
    driver.rows<{ serial: number }>(sql`select serial from invoices where order_id = ${orderId}`);

  /**
   * Makes the launch plan's insert fail for this order: it comes after the invoice in the
   * payment's transaction, so the invoice number has been taken when the transaction fails.
   */
  async function failLaunchOf(orderId: string) {
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    await ctx.database.db.execute(
      sql.raw(`create or replace function test_fail_launch() returns trigger language plpgsql as $$
        begin
          if new.order_id = '${orderId}' then raise exception 'the launch plan could not be saved'; end if;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(
      sql`create trigger test_fail_launch before insert on order_milestones for each row execute function test_fail_launch()`,
    );
  }

  it('gives the number back, then records the payment with the next free number', async () => {
    // One invoice first, so the series exists and the number taken inside has a predecessor.
    await driver.pay(await createUser(ctx.app), 'starter');
    const before = await lastSerial();
    expect(before).toBeGreaterThan(0);

    const buyer = await createUser(ctx.app);
    const bought = await driver.buy(buyer, 'growth');
    await failLaunchOf(bought.orderId);
    await driver.pressOnCheckout(bought.checkoutUrl, 'pay');
    const failed = await driver.status(buyer, bought.merchantOrderId);
    expect(failed.statusCode).toBe(500);

    // Nothing of the failed transaction stays: no invoice, no number, the order still unpaid.
    expect(await invoicesOf(bought.orderId)).toEqual([]);
    expect(await lastSerial()).toBe(before);
    expect(await driver.orderRow(bought.orderId)).toMatchObject({ status: 'pending', paid_at: null });
    expect((await driver.paymentState(bought.merchantOrderId))?.state).toBe('PENDING');

    await ctx.database.db.execute(sql`drop trigger test_fail_launch on order_milestones`);
    await ctx.database.db.execute(sql`drop function test_fail_launch()`);
    // The reconciler's next check of the payment records it.
    await paymentCheckDueNow(ctx.database, bought.merchantOrderId);
    await ctx.app.payments.reconcileDue();
    expect((await driver.paymentState(bought.merchantOrderId))?.state).toBe('COMPLETED');
    expect(await driver.orderRow(bought.orderId)).toMatchObject({ status: 'in-progress' });
    expect(await invoicesOf(bought.orderId)).toEqual([{ serial: before + 1 }]);

    const next = await driver.pay(await createUser(ctx.app), 'scale');
    expect(await invoicesOf(next.orderId)).toEqual([{ serial: before + 2 }]);
    const all = await serials();
    expect(all).toEqual(all.map((_, i) => i + 1));
  });
});
