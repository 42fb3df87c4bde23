import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    // Bumped on password change: tokens carry the version they were issued under.
    sessionVersion: integer('session_version').notNull().default(0),
    // The admin's search: the words of the name and of the email (whole and split at punctuation),
    // matched by word prefix through a GIN index. PGlite has no pg_trgm for substring search.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', name || ' ' || email || ' ' || regexp_replace(email, '[^[:alnum:]]+', ' ', 'g'))`,
      ),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_search_idx').using('gin', t.search),
    // Email prefix search (`like 'priya.sharma@%'`): text_pattern_ops works under any collation.
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

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
    status: text('status', { enum: ['pending', 'in-progress', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    notes: text('notes'),
    paymentMethod: text('payment_method'),
    // When the first payment of the order completed; kept by a trigger on payments (migration 0003).
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // One open (pending) order per customer and package: a second buy resumes it.
    uniqueIndex('orders_one_pending_per_package')
      .on(t.userId, t.packageId)
      .where(sql`${t.status} = 'pending'`),
    check('orders_amount_positive', sql`${t.amount} > 0`),
    check('orders_status_valid', sql`${t.status} in ('pending', 'in-progress', 'completed', 'cancelled')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    merchantOrderId: text('merchant_order_id').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    paymentMode: text('payment_mode'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw'),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('payments_merchant_order_id_key').on(t.merchantOrderId),
    index('payments_order_idx').on(t.orderId, t.createdAt.desc()),
    index('payments_pending_next_check_idx').on(t.nextCheckAt).where(sql`${t.state} = 'PENDING'`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_state_valid', sql`${t.state} in ('PENDING', 'COMPLETED', 'FAILED')`),
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
    // The moment of the insert, not of the transaction's start: a change that waited for another
    // one's lock must still sort after it on the timeline.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    service: text('service'),
    createdAt,
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contact_messages_unhandled_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.handledAt} is null`),
  ],
);

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

/**
 * The built-in payment sandbox's own records (a stand-in for the provider's side), kept in the
 * database so that a restart loses no payment, exactly as with a real provider.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  merchantOrderId: text('merchant_order_id').primaryKey(),
  providerOrderId: text('provider_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state', { enum: ['PENDING', 'COMPLETED', 'FAILED'] })
    .notNull()
    .default('PENDING'),
  paymentMode: text('payment_mode'),
  redirectUrl: text('redirect_url').notNull(),
  metaInfo: jsonb('meta_info'),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
  // "Leave pending": the moment the sandbox completes the payment by itself.
  completeAt: timestamp('complete_at', { withTimezone: true }),
  webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  createdAt,
  updatedAt,
});

/** A user as the application uses it; the admin search vector stays in the database. */
export type UserRow = Omit<typeof users.$inferSelect, 'search'>;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
