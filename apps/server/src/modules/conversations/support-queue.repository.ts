import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/queryable.ts';
import { orderMessages, orders, orderThreads, users } from '../../db/schema.ts';
import { isStaffAccount } from '../../db/staff-roles.ts';
import { unreadBy } from './messages.repository.ts';

// The team's side of the conversations: the support queue, its counts, who holds a thread.

export interface QueueRow {
  orderId: string;
  userId: string;
  packageName: string;
  customerName: string;
  customerEmail: string;
  awaitingReplySince: Date | null;
  lastMessageAt: Date;
  lastMessage: string;
  unreadCount: number;
  assigneeId: string | null;
  assigneeName: string | null;
}

const assignees = alias(users, 'assignees');

/** The thread's assignee and wait, or undefined when the order has no conversation yet. */
export async function findThread(
  db: Queryable,
  orderId: string,
): Promise<
  { assigneeId: string | null; assigneeName: string | null; awaitingReplySince: Date | null } | undefined
> {
  const [row] = await db
    .select({
      assigneeId: orderThreads.assigneeId,
      assigneeName: assignees.name,
      awaitingReplySince: orderThreads.awaitingReplySince,
    })
    .from(orderThreads)
    .leftJoin(assignees, eq(assignees.id, orderThreads.assigneeId))
    .where(eq(orderThreads.orderId, orderId));
  return row;
}

export async function assign(tx: Queryable, orderId: string, assigneeId: string | null): Promise<void> {
  await tx.update(orderThreads).set({ assigneeId }).where(eq(orderThreads.orderId, orderId));
}

/**
 * The support queue: threads awaiting a reply first, the longest waiting first, then the others
 * by their last message, newest first.
 */
export async function queue(
  db: Queryable,
  input: {
    awaitingOnly: boolean;
    assigneeId: string | null;
    limit: number;
  },
): Promise<QueueRow[]> {
  const lastMessage = db
    .select({ body: orderMessages.body })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderThreads.orderId), eq(orderMessages.internal, false)))
    .orderBy(sql`${orderMessages.createdAt} desc`)
    .limit(1);
  const unread = db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderThreads.orderId), unreadBy('staff')));
  const rows = await db
    .select({
      orderId: orderThreads.orderId,
      userId: orders.userId,
      packageName: orders.packageName,
      customerName: users.name,
      customerEmail: users.email,
      awaitingReplySince: orderThreads.awaitingReplySince,
      lastMessageAt: orderThreads.lastMessageAt,
      lastMessage: sql<string>`coalesce((${lastMessage}), '')`,
      unreadCount: sql<number>`(${unread})`.mapWith(Number),
      assigneeId: orderThreads.assigneeId,
      assigneeName: assignees.name,
    })
    .from(orderThreads)
    .innerJoin(orders, eq(orders.id, orderThreads.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(assignees, eq(assignees.id, orderThreads.assigneeId))
    .where(
      and(
        input.awaitingOnly ? isNotNull(orderThreads.awaitingReplySince) : undefined,
        input.assigneeId ? eq(orderThreads.assigneeId, input.assigneeId) : undefined,
      ),
    )
    .orderBy(
      sql`${orderThreads.awaitingReplySince} asc nulls last`,
      sql`${orderThreads.lastMessageAt} desc`,
      asc(orderThreads.orderId),
    )
    .limit(input.limit);
  return rows;
}

/** Threads awaiting a reply, and customer messages no admin has read, across all threads. */
export async function queueCounts(db: Queryable): Promise<{ awaitingCount: number; unreadCount: number }> {
  const [row] = await db
    .select({
      awaitingCount:
        sql<number>`(select count(*)::int from order_threads where awaiting_reply_since is not null)`.mapWith(
          Number,
        ),
      unreadCount: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(orderMessages)
    .innerJoin(orderThreads, eq(orderThreads.orderId, orderMessages.orderId))
    .where(unreadBy('staff'));
  return { awaitingCount: row?.awaitingCount ?? 0, unreadCount: row?.unreadCount ?? 0 };
}

/** The email of this member of the team, for mail about a thread they hold. */
export async function adminEmail(tx: Queryable, adminId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, [adminId]), isStaffAccount()));
  return row?.email;
}
