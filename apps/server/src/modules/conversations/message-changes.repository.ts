import { and, eq, sql } from 'drizzle-orm';
import type { Cursor } from '../../db/cursor-paging.ts';
import { cursorText } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { orderMessages, orders } from '../../db/schema.ts';
import { ORDER_CHANGES_CHANNEL, type PositionedChange } from '../orders/index.ts';

// A new message is a `message` change of its order for the live streams, positioned like a timeline
// entry (its created_at to the microsecond, and its id), so that a stream that reconnects is
// replayed the messages it missed beside the timeline's entries.

/** Notifies the live streams of a message at commit: the owner's too unless it is an internal note. */
export async function notifyMessage(tx: Queryable, messageId: string): Promise<void> {
  await tx
    .select({
      sent: sql`pg_notify(${ORDER_CHANGES_CHANNEL}, json_build_object(
        'eventId', ${orderMessages.id}, 'at', ${cursorText(orderMessages.createdAt)},
        'orderId', ${orderMessages.orderId}, 'userId', ${orders.userId}, 'kind', 'message',
        'adminsOnly', ${orderMessages.internal})::text)`,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(eq(orderMessages.id, messageId));
}

/**
 * The messages after a position, oldest first: of one user's orders and never internal, or (null)
 * of every order, internal notes included. At most `limit` rows.
 */
export async function listMessageChangesAfter(
  db: Queryable,
  after: Cursor,
  userId: string | null,
  limit: number,
): Promise<PositionedChange[]> {
  const position = sql`(${orderMessages.createdAt}, ${orderMessages.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  return db
    .select({
      eventId: orderMessages.id,
      at: cursorText(orderMessages.createdAt),
      orderId: orderMessages.orderId,
      userId: orders.userId,
      kind: sql<'message'>`'message'`,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(
      userId === null
        ? position
        : and(position, eq(orders.userId, userId), eq(orderMessages.internal, false)),
    )
    .orderBy(orderMessages.createdAt, orderMessages.id)
    .limit(limit);
}
