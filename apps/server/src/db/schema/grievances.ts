import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contactMessages } from './contact.ts';
import { orders } from './orders.ts';
import { sqlList, updatedAt } from './shared.ts';
import { users } from './users.ts';

/**
 * Grievances (modules/grievances): consumer complaints with a ticket number and the two clocks of the
 * Consumer Protection (E-Commerce) Rules 2020 (acknowledge within 48 hours, redress within a month).
 */

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

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceEventRow = typeof grievanceEvents.$inferSelect;
