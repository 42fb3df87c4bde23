import { paymentStates, refundKinds, refundStates } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { createdAt, sqlList, updatedAt } from './shared.ts';

/** Payments and refunds (modules/payments), and the built-in payment sandbox's own records. */

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
    // The provider's hosted page, kept so that a repeated initiate can resume this checkout.
    checkoutUrl: text('checkout_url'),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: paymentStates }).notNull().default('PENDING'),
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
    // Part of a payment's reference, any case, in the admin's search (pg_trgm: LIKE and ILIKE).
    index('payments_merchant_order_id_trgm_idx').using('gin', t.merchantOrderId.op('gin_trgm_ops')),
    index('payments_provider_order_id_trgm_idx')
      .using('gin', t.providerOrderId.op('gin_trgm_ops'))
      .where(sql`${t.providerOrderId} is not null`),
    // The reference an admin recorded with an offline payment (a UTR, a cheque number).
    index('payments_offline_reference_trgm_idx')
      .using('gin', sql`(${t.raw} -> 'offline' ->> 'reference') gin_trgm_ops`)
      .where(sql`${t.provider} = 'offline'`),
    // A whole reference, as read from a receipt or a bank statement, found at once by equality.
    index('payments_provider_order_id_idx')
      .on(t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    index('payments_offline_reference_idx')
      .on(sql`(${t.raw} -> 'offline' ->> 'reference')`)
      .where(sql`${t.provider} = 'offline'`),
    // The reconciler's queue: attempts with a check due (pending ones, and a superseded one's last look).
    index('payments_next_check_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_state_valid', sql`${t.state} in ${sqlList(paymentStates)}`),
  ],
);

/**
 * Money returned to the customer, against one completed payment. The sum of a payment's refunds
 * that have not failed never exceeds what it paid: a trigger enforces it under the payment's row
 * lock (migration 0009), so two simultaneous refunds cannot both pass.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    // Ours, unique, sent to the provider; a retry sends the same one.
    merchantRefundId: text('merchant_refund_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: refundStates }).notNull().default('PENDING'),
    kind: text('kind', { enum: refundKinds }).notNull(),
    reason: text('reason').notNull(),
    // A user id, or 'system'.
    actor: text('actor').notNull(),
    // Set once the provider has accepted the refund request.
    sentAt: timestamp('sent_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    raw: jsonb('raw'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('refunds_merchant_refund_id_key').on(t.merchantRefundId),
    // An extra payment is returned once, however many callers notice it.
    uniqueIndex('refunds_one_duplicate_per_payment').on(t.paymentId).where(sql`${t.kind} = 'duplicate'`),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_provider_refund_id_idx')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    index('refunds_merchant_refund_id_trgm_idx').using('gin', t.merchantRefundId.op('gin_trgm_ops')),
    index('refunds_provider_refund_id_trgm_idx')
      .using('gin', t.providerRefundId.op('gin_trgm_ops'))
      .where(sql`${t.providerRefundId} is not null`),
    index('refunds_next_check_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    index('refunds_state_idx').on(t.state),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_state_valid', sql`${t.state} in ${sqlList(refundStates)}`),
  ],
);

/**
 * The built-in payment sandbox's own records (a stand-in for the provider's side), kept in the
 * database so that a restart loses no payment, exactly as with a real provider.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  merchantOrderId: text('merchant_order_id').primaryKey(),
  providerOrderId: text('provider_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state', { enum: paymentStates }).notNull().default('PENDING'),
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

/** The sandbox's refunds: each settles by itself a short while after it was asked for. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  merchantRefundId: text('merchant_refund_id').primaryKey(),
  refundId: text('refund_id').notNull(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  state: text('state', { enum: ['PENDING', 'COMPLETED'] })
    .notNull()
    .default('PENDING'),
  completeAt: timestamp('complete_at', { withTimezone: true }).notNull(),
  webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  createdAt,
});

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;
