import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import {
  type OrderThreadRow,
  orderFiles,
  orderMessages,
  orders,
  orderThreads,
  users,
} from '../../db/schema.ts';

// An order's conversation: its thread locked and its messages written, read and marked read.

export type MessageSide = 'customer' | 'staff';

export interface NewMessage {
  orderId: string;
  authorId: string;
  authorRole: MessageSide;
  internal: boolean;
  body: string;
  fileId: string | null;
}

export interface MessageRecord {
  id: string;
  authorRole: MessageSide;
  authorName: string | null;
  internal: boolean;
  body: string;
  createdAt: Date;
  file: { id: string; name: string; size: number; contentType: string } | null;
}

const never = sql`'-infinity'::timestamptz`;

/** Messages of `side`'s counterpart that `side` has not read: after its read mark, never internal. */
export function unreadBy(side: MessageSide) {
  const readAt = side === 'customer' ? orderThreads.customerReadAt : orderThreads.staffReadAt;
  const other = side === 'customer' ? 'staff' : 'customer';
  return and(
    eq(orderMessages.authorRole, other),
    eq(orderMessages.internal, false),
    gt(orderMessages.createdAt, sql`coalesce(${readAt}, ${never})`),
  );
}

/**
 * The order's thread, created with its first message, and locked until the transaction ends:
 * every message of one order passes here, so they are written one after another.
 */
export async function lockThread(tx: Queryable, orderId: string): Promise<OrderThreadRow> {
  const [row] = await tx
    .insert(orderThreads)
    .values({ orderId, lastMessageAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: orderThreads.orderId, set: { orderId: sql`excluded.order_id` } })
    .returning();
  if (!row) throw new Error('order thread not locked');
  return row;
}

export async function insertMessage(
  tx: Queryable,
  message: NewMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx
    .insert(orderMessages)
    .values(message)
    .returning({ id: orderMessages.id, createdAt: orderMessages.createdAt });
  if (!row) throw new Error('order message not written');
  return row;
}

/**
 * What a new message changes on its thread: a customer's starts the wait for an answer (unless
 * one is already running), a reply to the customer ends it; the writer has read everything so far.
 */
export async function recordMessage(
  tx: Queryable,
  orderId: string,
  message: { side: MessageSide; internal: boolean; at: Date },
): Promise<void> {
  const { side, internal, at } = message;
  await tx
    .update(orderThreads)
    .set(
      side === 'customer'
        ? {
            lastMessageAt: at,
            customerReadAt: at,
            awaitingReplySince: sql`coalesce(${orderThreads.awaitingReplySince}, ${at.toISOString()}::timestamptz)`,
          }
        : internal
          ? { staffReadAt: sql`greatest(${orderThreads.staffReadAt}, ${at.toISOString()}::timestamptz)` }
          : { lastMessageAt: at, staffReadAt: at, awaitingReplySince: null },
    )
    .where(eq(orderThreads.orderId, orderId));
}

/**
 * The oldest message `side` has not read yet: the first of the current burst. The mail about a
 * burst is keyed by it, so the messages that follow it before `side` reads send nothing more.
 */
export async function firstUnread(
  tx: Queryable,
  orderId: string,
  side: MessageSide,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .innerJoin(orderThreads, eq(orderThreads.orderId, orderMessages.orderId))
    .where(and(eq(orderMessages.orderId, orderId), unreadBy(side)))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id))
    .limit(1);
  return row?.id;
}

/** The thread's messages oldest first, with their authors' names and attachments. */
export async function listMessages(
  db: Queryable,
  orderId: string,
  { internal }: { internal: boolean },
): Promise<MessageRecord[]> {
  const rows = await db
    .select({
      id: orderMessages.id,
      authorRole: orderMessages.authorRole,
      authorName: users.name,
      internal: orderMessages.internal,
      body: orderMessages.body,
      createdAt: orderMessages.createdAt,
      fileId: orderFiles.id,
      fileName: orderFiles.fileName,
      fileSize: orderFiles.size,
      fileType: orderFiles.contentType,
    })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.authorId))
    .leftJoin(orderFiles, and(eq(orderFiles.id, orderMessages.fileId), isNotNull(orderFiles.completedAt)))
    .where(and(eq(orderMessages.orderId, orderId), internal ? undefined : eq(orderMessages.internal, false)))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map(({ fileId, fileName, fileSize, fileType, ...row }) => ({
    ...row,
    file:
      fileId && fileName && fileType
        ? { id: fileId, name: fileName, size: fileSize ?? 0, contentType: fileType }
        : null,
  }));
}

/** How many messages `side` has not read on this thread. */
export async function countUnread(db: Queryable, orderId: string, side: MessageSide): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orderMessages)
    .innerJoin(orderThreads, eq(orderThreads.orderId, orderMessages.orderId))
    .where(and(eq(orderMessages.orderId, orderId), unreadBy(side)));
  return row?.count ?? 0;
}

/** Marks the thread read by `side` up to its last message (never back in time). */
export async function markRead(db: Queryable, orderId: string, side: MessageSide): Promise<void> {
  const column = side === 'customer' ? 'customer_read_at' : 'staff_read_at';
  await db.execute(sql`
    update order_threads set ${sql.raw(column)} = greatest(${sql.raw(column)},
      (select max(created_at) from order_messages where order_id = ${orderId}))
    where order_id = ${orderId}`);
}

/** Whether this file is the attachment of a message of this order (an internal one only for staff). */
export async function attachmentOf(
  db: Queryable,
  orderId: string,
  fileId: string,
  { internal }: { internal: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .where(
      and(
        eq(orderMessages.orderId, orderId),
        eq(orderMessages.fileId, fileId),
        internal ? undefined : eq(orderMessages.internal, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The customer's orders with unread replies from the team. */
export async function unreadOfCustomer(
  db: Queryable,
  userId: string,
): Promise<{ orderId: string; count: number }[]> {
  return db
    .select({ orderId: orderMessages.orderId, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orderMessages)
    .innerJoin(orderThreads, eq(orderThreads.orderId, orderMessages.orderId))
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(and(eq(orders.userId, userId), unreadBy('customer')))
    .groupBy(orderMessages.orderId);
}
