import { bigint, boolean, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Running totals for the admin summary (modules/admin), kept by triggers. */

/**
 * Running totals of orders for the admin summary, so that it never scans the orders table. Kept
 * by statement-level triggers on orders in the same transaction as every write (migration 0003).
 * Each order adds to one of 16 slots (by a hash of its id) so that simultaneous writers rarely
 * wait on the same row; readers add the slots up.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    packageId: text('package_id').notNull(),
    status: text('status').notNull(),
    paid: boolean('paid').notNull(),
    slot: smallint('slot').notNull(),
    orderCount: bigint('order_count', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.status, t.paid, t.slot] })],
);

/** Running count of users, kept like `order_totals`. */
export const userTotals = pgTable('user_totals', {
  slot: smallint('slot').primaryKey(),
  userCount: bigint('user_count', { mode: 'number' }).notNull().default(0),
});
