import {
  accountDeletionStatuses,
  consentPurposes,
  dataExportStatuses,
  privacyRequestKinds,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, sqlList } from './shared.ts';
import { users } from './users.ts';

/** Privacy (modules/privacy): data exports, account deletions, consents and the record of data requests. */

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

export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
