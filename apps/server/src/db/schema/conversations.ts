import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderFiles } from './fulfilment.ts';
import { orders } from './orders.ts';
import { createdAt, sqlList } from './shared.ts';
import { users } from './users.ts';

/** Conversations (modules/conversations): a conversation per order between its customer and the team. */

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
    // An admin's live stream resuming after a position (`GET /api/events`).
    index('order_messages_created_idx').on(t.createdAt, t.id),
    check('order_messages_author_valid', sql`${t.authorRole} in ${sqlList(messageAuthorRoles)}`),
    check('order_messages_internal_by_staff', sql`not ${t.internal} or ${t.authorRole} = 'staff'`),
  ],
);

export type OrderThreadRow = typeof orderThreads.$inferSelect;
export type OrderMessageRow = typeof orderMessages.$inferSelect;
