import { documentStatuses, milestoneStatuses } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { bytea, createdAt, sqlList, updatedAt } from './shared.ts';
import { users } from './users.ts';

/** The launch tracker (modules/fulfilment): milestones, progress mails, order files and documents. */

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

export type OrderMilestoneRow = typeof orderMilestones.$inferSelect;
export type LaunchProgressMailRow = typeof launchProgressMails.$inferSelect;
export type OrderDocumentRow = typeof orderDocuments.$inferSelect;
export type OrderFileRow = typeof orderFiles.$inferSelect;
