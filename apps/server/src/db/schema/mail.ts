import { mailStatuses } from '@launchpad/shared';
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
import { createdAt, sqlList, updatedAt } from './shared.ts';

/** The mail outbox (modules/mail). */

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
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
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
    check('mail_outbox_status_valid', sql`${t.status} in ${sqlList(mailStatuses)}`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
