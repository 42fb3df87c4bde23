import {
  accountDeletionStatuses,
  consentPurposes,
  dataExportStatuses,
  documentStatuses,
  milestoneStatuses,
  orderStatuses,
  paymentStates,
  privacyRequestKinds,
  refundStates,
  signInMethods,
  trackStates,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
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

/** A fixed list of words as SQL literals, `('a', 'b')`, for a check that mirrors a shared list. */
function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}

/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Binary data (Drizzle 0.45 has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    // When the owner proved the address (a verification link, a reset link, or Google); null until then.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set while an admin has deactivated the account: it cannot sign in (password or Google).
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // The admin's search: the words of the name and of the email (whole and split at punctuation),
    // matched by word prefix through a GIN index.
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
    // Part of a phone number, digits only, as typed in the admin's search (pg_trgm, migration 0023).
    index('users_phone_digits_trgm_idx')
      .using('gin', sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') gin_trgm_ops`)
      .where(sql`${t.phone} is not null`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One row per signed-in session: the token names its row, every signed-in request reads it (by
 * primary key, joined to the user), and signing out deletes it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The account's sign-in history, one row per sign-in: when, how (password or Google), from which
 * network (the IP address shortened to its /24 or /48, never whole) and with which browser. Kept
 * SIGN_IN_HISTORY_RETENTION_DAYS (the housekeeping deletes older rows), exported with the account's
 * data and erased with it.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: signInMethods }).notNull(),
    ipPrefix: text('ip_prefix'),
    userAgent: text('user_agent'),
    createdAt,
  },
  (t) => [
    index('sign_ins_user_idx').on(t.userId, t.createdAt),
    index('sign_ins_created_idx').on(t.createdAt),
    check('sign_ins_method_valid', sql`${t.method} in ${sqlList(signInMethods)}`),
  ],
);

/**
 * What a mailed link does: reset the password, confirm the address, move the account to a new
 * address, or let someone the team invited set their first password.
 */
const accountTokenPurposes = ['password-reset', 'verify-email', 'change-email', 'invitation'] as const;

/**
 * Single-use links sent by mail (password reset, email verification, email change, invitation). Only a SHA-256
 * hash of the token is stored, so a copy of the database opens no account; `email` is the address
 * the link was sent to, and the link only works while it still belongs to the account (or, for a
 * new address, is still free).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_valid', sql`${t.purpose} in ${sqlList(accountTokenPurposes)}`),
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

/** The milestones of a paid order, copied from its package's fulfilment plan. */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    stage: text('stage').notNull(),
    title: text('title').notNull(),
    days: smallint('days').notNull(),
    waitsOn: text('waits_on').notNull(),
    status: text('status', { enum: milestoneStatuses }).notNull().default('pending'),
    // The day it is expected to be finished, kept current with the order's track.
    plannedFor: date('planned_for', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    note: text('note'),
    // A block that waits on the customer, who was mailed the note at once.
    blockedOnCustomer: boolean('blocked_on_customer').notNull().default(false),
    // The status the customer was last told of: the gathered progress mail tells what differs.
    announcedStatus: text('announced_status', { enum: milestoneStatuses }).notNull().default('pending'),
    updatedAt,
  },
  (t) => [
    uniqueIndex('order_milestones_order_key').on(t.orderId, t.key),
    index('order_milestones_order_position_idx').on(t.orderId, t.position),
    check('order_milestones_status_valid', sql`${t.status} in ${sqlList(milestoneStatuses)}`),
    check(
      'order_milestones_announced_status_valid',
      sql`${t.announcedStatus} in ${sqlList(milestoneStatuses)}`,
    ),
  ],
);

/**
 * An order whose milestones moved since its customer's last progress mail: the mail leaves once
 * `due_at` has passed, and each further move pushes `due_at` back by the quiet period (decision 025).
 */
export const launchProgressMails = pgTable(
  'launch_progress_mails',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // The expected launch date the customer knew when the first of these moves was made.
    launchDateBefore: date('launch_date_before', { mode: 'string' }),
    createdAt,
  },
  (t) => [index('launch_progress_mails_due_idx').on(t.dueAt)],
);

// A message's attachment is an order file too (modules/conversations), stored and limited alike.
const orderFilePurposes = ['document', 'deliverable', 'message'] as const;

/**
 * A file of an order: a document the customer sent or a deliverable the team handed over. Its bytes
 * are `file_chunks` rows, written as the upload streams in; `completed_at` is set once they all are
 * (decision 012), and files never completed are swept away.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: orderFilePurposes }).notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId, t.purpose, t.createdAt),
    index('order_files_incomplete_idx').on(t.createdAt).where(sql`${t.completedAt} is null`),
    check('order_files_purpose_valid', sql`${t.purpose} in ${sqlList(orderFilePurposes)}`),
  ],
);

/** The bytes of an order file, in order, at most 256 KiB a row. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => orderFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * The documents a paid order needs from its customer: one row per file. A kind asked of each
 * director (`documentTakesSeveral`) gains a row, numbered by `copy`, for every file added to it.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    // 1 for the row the plan created; 2, 3 … for the files added to a kind that takes several.
    copy: smallint('copy').notNull().default(1),
    title: text('title').notNull(),
    status: text('status', { enum: documentStatuses }).notNull().default('required'),
    // Since when the customer owes it: the day it was asked for, then the day it was rejected.
    owedSince: date('owed_since', { mode: 'string' }).notNull(),
    reason: text('reason'),
    // Its file; one sent again replaces it, and the old one is deleted (decision 022).
    fileId: uuid('file_id').references((): AnyPgColumn => orderFiles.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('order_documents_order_kind_copy').on(t.orderId, t.kind, t.copy),
    // Documents sent and waiting for the team's review: the "documents to review" filters.
    index('order_documents_to_review_idx').on(t.orderId).where(sql`${t.status} = 'uploaded'`),
    check('order_documents_status_valid', sql`${t.status} in ${sqlList(documentStatuses)}`),
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
    // 'admin' (a person decided) or 'duplicate' (an extra payment returned automatically).
    kind: text('kind', { enum: ['admin', 'duplicate'] }).notNull(),
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
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    // GET /api/events resumes an admin's stream after (created_at, id), across all orders.
    index('order_events_created_idx').on(t.createdAt, t.id),
  ],
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

/**
 * The mail outbox: a mail is a row written in the same transaction as the event that causes it, so
 * a rollback sends nothing and a commit always sends. The idempotency key names the event (one mail
 * per event however often it is enqueued); the worker claims due rows with FOR UPDATE SKIP LOCKED.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    // The template's data; emptied once a mail that carries a secret link has been delivered.
    data: jsonb('data').notNull(),
    // Files to attach: [{ filename, contentType, contentBase64 }], or documents rendered at delivery:
    // [{ document: 'invoice', id }].
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    // Set at the first attempt, from the rendered template.
    subject: text('subject'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Past this moment a mail that still cannot be delivered is marked failed (24 h of retries).
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('mail_outbox_idempotency_key').on(t.idempotencyKey),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('mail_outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
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

/** A customer's saved billing details: whom invoices are made out to. */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  // Two-digit GST state code.
  state: text('state').notNull(),
  gstin: text('gstin'),
  updatedAt,
});

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

/** What the supplier was when a document was issued, printed on it ever after. */
export interface DocumentSupplier {
  legalName: string;
  address: string;
  state: string;
  gstin: string | null;
  cin: string | null;
}

/** One line of a tax document. */
export interface DocumentLine {
  description: string;
  sac: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  ratePercent: number;
}

/**
 * Tax invoices (bills of supply when the supplier has no GSTIN) and credit notes. Issued in the
 * transaction that completes the payment (or the refund); never changed afterwards. Kept 72 months
 * (s.36 CGST Act): orders, payments and users cannot be deleted under them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // A credit note's invoice, and the refund it documents (one credit note per refund).
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supplier: jsonb('supplier').$type<DocumentSupplier>().notNull(),
    recipient: jsonb('recipient').$type<OrderBilling['recipient']>(),
    placeOfSupply: text('place_of_supply').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_key').on(t.kind, t.financialYear, t.serial),
    // One invoice per payment, whichever of the status check, webhook or reconciler completes it.
    uniqueIndex('invoices_one_per_payment').on(t.paymentId).where(sql`${t.kind} = 'invoice'`),
    // One credit note per refund, however often its completion is delivered.
    uniqueIndex('invoices_one_per_refund').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('invoices_refers_to_idx').on(t.refersTo).where(sql`${t.refersTo} is not null`),
    index('invoices_order_idx').on(t.orderId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    check('invoices_kind_valid', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('invoices_serial_positive', sql`${t.serial} > 0`),
    check(
      'invoices_credit_note_refers',
      sql`(${t.kind} = 'credit-note') = (${t.refersTo} is not null and ${t.refundId} is not null)`,
    ),
  ],
);

/**
 * The last serial of each document series (kind and financial year). Taken by an upsert in the
 * issuing transaction: its row lock makes concurrent issuers wait, and a rollback returns the
 * number, so the series has neither gaps nor repeats (Rule 46: consecutive serial numbers).
 * The running sums of the series' taxable value and tax are kept by a trigger on `invoices`
 * (migration 0013) under that same lock, so the admin summary never adds up the documents.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
    taxableValue: bigint('taxable_value', { mode: 'number' }).notNull().default(0),
    // CGST + SGST (or UTGST) + IGST of the series' documents.
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * A tax document's PDF, rendered once and served as stored ever after: the same bytes on every
 * download and in every mail. `layout` is the renderer's version; a new layout renders anew.
 * Written by the first request that needs it (insert if absent), so instances racing to render
 * one document keep one PDF.
 */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    layout: integer('layout').notNull(),
    data: bytea('data').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.layout] })],
);

// ---- privacy: data exports, account deletions, consents and the record of data requests ----

/**
 * A customer's request for a copy of their data. A background job claims it (`claimed_until`, so
 * that one instance builds it while the claim holds), streams the archive into
 * `data_export_chunks` and marks it ready; the link works until `expires_at` (24 hours).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('pending'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    size: bigint('size', { mode: 'number' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_due_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('data_exports_status_valid', sql`${t.status} in ${sqlList(dataExportStatuses)}`),
  ],
);

/** The bytes of a built archive, in order, at most 256 KiB a row. */
export const dataExportChunks = pgTable(
  'data_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);

/**
 * A customer's request to delete their account: scheduled a week ahead, cancelled by the customer
 * or by signing in, then carried out by a background job (erased or pseudonymised, with what tax
 * law keeps). The row stays as the record of the request.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: accountDeletionStatuses }).notNull().default('scheduled'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    // Why it was cancelled ('customer' or 'sign-in') or refused on the day.
    outcome: text('outcome'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('account_deletions_one_scheduled').on(t.userId).where(sql`${t.status} = 'scheduled'`),
    index('account_deletions_due_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
    check('account_deletions_status_valid', sql`${t.status} in ${sqlList(accountDeletionStatuses)}`),
  ],
);

/** Each grant or withdrawal of a consent, append-only: the latest row per purpose is in force. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    granted: boolean('granted').notNull(),
    // Where it was given or withdrawn: 'sign-up', 'account', 'mail'.
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('consent_records_purpose_valid', sql`${t.purpose} in ${sqlList(consentPurposes)}`),
  ],
);

/**
 * The record of data requests and of what was done about them (an export built or fetched, a
 * deletion scheduled, cancelled or carried out, documents deleted under the retention policy, a
 * correction by an admin), for the admin's "Data requests" list and the customer's export.
 */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: privacyRequestKinds }).notNull(),
    action: text('action').notNull(),
    // A user id, or 'system'.
    actor: text('actor').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('privacy_audit_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('privacy_audit_user_idx').on(t.userId, t.createdAt),
    check('privacy_audit_kind_valid', sql`${t.kind} in ${sqlList(privacyRequestKinds)}`),
  ],
);

// modules/conversations: a conversation per order between its customer and the team.

/**
 * The state of an order's conversation, one row per order that has one: who on the team holds it,
 * since when the customer waits for an answer, and up to when each side has read it. Every new
 * message updates this row first, so its lock puts the messages of one order in a line.
 */
export const orderThreads = pgTable(
  'order_threads',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // The customer's first message since the team last answered; null when the team spoke last.
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    // The queue: conversations awaiting a reply, the longest waiting first.
    index('order_threads_awaiting_idx')
      .on(t.awaitingReplySince)
      .where(sql`${t.awaitingReplySince} is not null`),
    index('order_threads_last_message_idx').on(t.lastMessageAt.desc()),
    index('order_threads_assignee_idx').on(t.assigneeId).where(sql`${t.assigneeId} is not null`),
  ],
);

export const messageAuthorRoles = ['customer', 'staff'] as const;

/** A message of an order's conversation; an internal one is a note the customer never sees. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderThreads.orderId, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: messageAuthorRoles }).notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    fileId: uuid('file_id').references((): AnyPgColumn => orderFiles.id, { onDelete: 'set null' }),
    // The moment of the insert, so that a message that waited for the thread's lock sorts after.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    check('order_messages_author_valid', sql`${t.authorRole} in ${sqlList(messageAuthorRoles)}`),
    check('order_messages_internal_by_staff', sql`not ${t.internal} or ${t.authorRole} = 'staff'`),
  ],
);

// modules/contact: the team's answers to a contact message, mailed to the visitor.
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

// modules/grievances: consumer complaints with a ticket number and the two clocks of the
// Consumer Protection (E-Commerce) Rules 2020 (acknowledge within 48 hours, redress within a month).

/**
 * The last serial of each month's complaint numbers (`GRV-YYMM-NNNN`). Taken by an upsert in the
 * transaction that records the complaint: its row lock makes simultaneous complaints wait, and a
 * rollback returns the number, so the numbers have neither gaps nor repeats.
 */
export const grievanceSeries = pgTable('grievance_series', {
  period: text('period').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

export const grievanceStatusValues = ['open', 'acknowledged', 'resolved'] as const;

export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    // The complainant's account when signed in; the name and email are kept either way.
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    contactMessageId: uuid('contact_message_id').references((): AnyPgColumn => contactMessages.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: grievanceStatusValues }).notNull().default('open'),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // When the team was warned that a deadline was 12 hours away (once per deadline).
    acknowledgeAlertedAt: timestamp('acknowledge_alerted_at', { withTimezone: true }),
    resolveAlertedAt: timestamp('resolve_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt,
  },
  (t) => [
    uniqueIndex('grievances_number_key').on(t.number),
    uniqueIndex('grievances_contact_message_key')
      .on(t.contactMessageId)
      .where(sql`${t.contactMessageId} is not null`),
    index('grievances_user_idx').on(t.userId, t.createdAt.desc()),
    index('grievances_unresolved_idx').on(t.resolveBy).where(sql`${t.status} <> 'resolved'`),
    check('grievances_status_valid', sql`${t.status} in ${sqlList(grievanceStatusValues)}`),
  ],
);

/** Every change of a complaint, with the note that went with it: its own timeline. */
export const grievanceEvents = pgTable(
  'grievance_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grievanceId: uuid('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    status: text('status', { enum: grievanceStatusValues }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('grievance_events_grievance_idx').on(t.grievanceId, t.id)],
);

/** A user as the application uses it; the admin search vector stays in the database. */
export type UserRow = Omit<typeof users.$inferSelect, 'search'>;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type OrderMilestoneRow = typeof orderMilestones.$inferSelect;
export type LaunchProgressMailRow = typeof launchProgressMails.$inferSelect;
export type OrderDocumentRow = typeof orderDocuments.$inferSelect;
export type OrderFileRow = typeof orderFiles.$inferSelect;
export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

// Module auth: federated identities.

/**
 * Which federated identity (a Firebase user, signed in with Google) has signed in to which account.
 * The first sign-in of an identity into an account that has a password is a join: the account's
 * other sessions and links end and its owner is told, once per identity.
 */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider, t.subject] })],
);
export type OrderThreadRow = typeof orderThreads.$inferSelect;
export type OrderMessageRow = typeof orderMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceEventRow = typeof grievanceEvents.$inferSelect;
