import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/helpers.ts';

// The migration that groups the amounts of timeline sentences written before they were formatted,
// run again here over rows written the old way.
const migration = readFileSync(
  path.resolve(import.meta.dirname, '../../drizzle/0005_timeline_amounts_in_indian_grouping.sql'),
  'utf8',
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

describe('migration 0005: timeline amounts in Indian grouping', () => {
  it('rewrites the amounts of stored sentences and leaves everything else as it was', async () => {
    const user = await createUser(ctx.app);
    const initiated = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      headers: { cookie: user.cookie },
      payload: { packageId: 'scale' },
    });
    expect(initiated.statusCode).toBe(200);
    const { orderId } = initiated.json().data as { orderId: string };
    const old = [
      'Payment of ₹149999 received by UPI (LP2611230001)',
      'Payment LP2611230002 refused: paid ₹1, expected ₹49999; held for review',
      'Refund of ₹10000000 requested',
      'Payment of ₹49,999 received by Card (LP2611230003)',
      'Called about ₹4999.50 and 12345 leads',
    ];
    for (const [i, reason] of old.entries()) {
      await ctx.database.db.execute(
        sql`insert into order_events (order_id, from_status, to_status, actor, reason, created_at)
            values (${orderId}, 'pending', 'pending', 'system', ${reason}, now() + ${`${i + 1} seconds`}::interval)`,
      );
    }

    for (const statement of migration.split('--> statement-breakpoint')) {
      await ctx.database.db.execute(sql.raw(statement));
    }

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const reasons = (res.json().data.events as { reason: string | null }[]).map((event) => event.reason);
    expect(reasons.slice(-old.length)).toEqual([
      'Payment of ₹1,49,999 received by UPI (LP2611230001)',
      'Payment LP2611230002 refused: paid ₹1, expected ₹49,999; held for review',
      'Refund of ₹1,00,00,000 requested',
      'Payment of ₹49,999 received by Card (LP2611230003)',
      'Called about ₹4,999.50 and 12345 leads',
    ]);
  });
});
