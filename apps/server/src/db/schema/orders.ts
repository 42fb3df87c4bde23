import { orderStatuses, trackStates } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, sqlList, updatedAt } from './shared.ts';
import { users } from './users.ts';

/** Orders (modules/orders): the order itself, the billing it keeps, and its status timeline. */

/** The recipient and the charge as an order keeps them (orders.billing). */
export interface OrderBilling {
  recipient: { name: string; address: string; state: string; gstin: string | null } | null;
  /** Where the supply is taxed: the recipient's state, else the supplier's. */
  placeOfSupply: string;
  /** The supplier's GSTIN when the charge was made; null means no tax (bill of supply). */
  supplierGstin: string | null;
  fee: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: text('package_id').notNull(),
    packageName: text('package_name').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    notes: text('notes'),
    paymentMethod: text('payment_method'),
    // When the first payment of the order completed; kept by a trigger on payments (migration 0003).
    // An admin who records an offline payment sets it too.
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The customer asked to cancel a paid order; cleared when an admin settles the request.
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    // Whom the invoice names and what the checkout charged, fixed when the buyer last started paying.
    billing: jsonb('billing').$type<OrderBilling>(),
    // The launch tracker (modules/fulfilment): the admin who owns the order, notes the customer never
    // sees, and the result of computeLaunchTrack kept current (null until the order is paid).
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    internalNotes: text('internal_notes'),
    plannedLaunchDate: date('planned_launch_date', { mode: 'string' }),
    expectedLaunchDate: date('expected_launch_date', { mode: 'string' }),
    trackState: text('track_state', { enum: trackStates }),
    delayDays: integer('delay_days'),
    waitingOnCustomerSince: date('waiting_on_customer_since', { mode: 'string' }),
    governmentCaveat: boolean('government_caveat').notNull().default(false),
    // The Indian day the track was last computed for: open orders are recomputed when it is past.
    trackComputedOn: date('track_computed_on', { mode: 'string' }),
    // The day the milestone at hand was due, once that day has passed (the launch board lists
    // these first), and how many of the order's milestones are done, kept with the track.
    overdueSince: date('overdue_since', { mode: 'string' }),
    milestonesDone: smallint('milestones_done').notNull().default(0),
    milestonesTotal: smallint('milestones_total').notNull().default(0),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // Open cancellation requests, newest first: the "cancellation requested" filters.
    index('orders_cancellation_requested_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.cancellationRequestedAt} is not null`),
    // One open (pending) order per customer and package: a second buy resumes it.
    uniqueIndex('orders_one_pending_per_package')
      .on(t.userId, t.packageId)
      .where(sql`${t.status} = 'pending'`),
    check('orders_amount_positive', sql`${t.amount} > 0`),
    check('orders_status_valid', sql`${t.status} in ${sqlList(orderStatuses)}`),
    check('orders_track_state_valid', sql`${t.trackState} in ${sqlList(trackStates)}`),
    index('orders_owner_idx').on(t.ownerId).where(sql`${t.ownerId} is not null`),
    index('orders_track_computed_idx').on(t.trackComputedOn).where(sql`${t.status} = 'in-progress'`),
    // The launch board's order: overdue first, then by expected launch date (launch-board.repository.ts).
    index('orders_launch_board_idx')
      .on(sql`(${t.overdueSince} is null)`, sql`coalesce(${t.expectedLaunchDate}, 'infinity'::date)`, t.id)
      .where(sql`${t.status} = 'in-progress'`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    // A user id, or 'provider' / 'system'.
    actor: text('actor').notNull(),
    reason: text('reason'),
    // The order file the entry names (a deliverable handed over or downloaded); no foreign key,
    // since a withdrawn file's row is deleted while its entries stay.
    fileId: uuid('file_id'),
    // What the customer reads instead of `reason` when it differs: once a deliverable is withdrawn,
    // its entries no longer name its file (it may be another client's) on the customer's side.
    customerReason: text('customer_reason'),
    // The moment of the insert, not of the transaction's start: a change that waited for another
    // one's lock must still sort after it on the timeline.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    // GET /api/events resumes an admin's stream after (created_at, id), across all orders.
    index('order_events_created_idx').on(t.createdAt, t.id),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
