import type { LiveOrderChangeKind } from '@launchpad/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type OrderEventRow, orderEvents, orders } from '../../db/schema.ts';

// An order's timeline: its entries written and read, and the live streams told of every change.

export interface NewOrderEvent {
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
  /** The order file the entry names, so that it can stop naming it once the file is withdrawn. */
  fileId?: string | null;
  /** What the customer reads instead of `reason`, when it differs. */
  customerReason?: string | null;
}

/** The NOTIFY channel of order changes, which `GET /api/events` listens on in every instance. */
export const ORDER_CHANGES_CHANNEL = 'order_changes';

/**
 * What each order change notifies, delivered when its transaction commits and never after a
 * rollback. A change recorded on the timeline names its entry (`eventId` and its `at`, to the
 * microsecond), the position from which a reconnecting stream resumes.
 */
export interface OrderChangeNotice {
  orderId: string;
  /** The order's owner: their streams, and the admins', receive the change. */
  userId: string;
  kind: LiveOrderChangeKind;
  eventId?: string;
  at?: string;
  /** A change only the team sees (internal notes): not sent to the owner. */
  adminsOnly?: boolean;
}

/** A change with its position, as a reconnecting stream is replayed it. */
export type PositionedChange = Required<Omit<OrderChangeNotice, 'adminsOnly'>>;

/** A status change is a `status` change; any other entry on the timeline is `activity`. */
const changeKind = sql<LiveOrderChangeKind>`case when ${orderEvents.fromStatus} is distinct from ${orderEvents.toStatus} then 'status' else 'activity' end`;

/** Adds an entry to the order's timeline and notifies the live streams of it, at commit. */
export async function appendEvent(tx: Queryable, event: NewOrderEvent): Promise<string> {
  const [row] = await tx.insert(orderEvents).values(event).returning({ id: orderEvents.id });
  if (!row) throw new Error('an order event was not inserted');
  await tx
    .select({
      sent: sql`pg_notify(${ORDER_CHANGES_CHANNEL}, json_build_object(
        'eventId', ${orderEvents.id}, 'at', ${cursorText(orderEvents.createdAt)},
        'orderId', ${orderEvents.orderId}, 'userId', ${orders.userId}, 'kind', ${changeKind})::text)`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(eq(orderEvents.id, row.id));
  return row.id;
}

export interface OrderActivityRow {
  event: OrderEventRow;
  orderUserId: string;
  packageName: string;
}

/**
 * Adds an entry to the order's timeline that leaves its status as it is (an upload, a refund,
 * a reassignment): an `activity` change for the live streams.
 */
export async function appendNote(
  tx: Queryable,
  order: { id: string; status: string },
  actor: string,
  reason: string,
  about: Pick<NewOrderEvent, 'fileId' | 'customerReason'> = {},
): Promise<string> {
  return appendEvent(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor,
    reason,
    ...about,
  });
}

/**
 * Takes a withdrawn file's name out of what the customer reads of the entries that name it (it
 * may be another client's); the team keeps the name. Returns how many entries changed.
 */
export async function unnameFileForCustomer(
  tx: Queryable,
  orderId: string,
  file: { id: string; fileName: string },
  standIn: string,
): Promise<number> {
  const changed = await tx
    .update(orderEvents)
    .set({
      customerReason: sql`replace(coalesce(${orderEvents.customerReason}, ${orderEvents.reason}), ${file.fileName}, ${standIn})`,
    })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.fileId, file.id)))
    .returning({ id: orderEvents.id });
  return changed.length;
}

/** The text of a timeline entry as its reader reads it: the team's own, or the customer's. */
export function entryTextFor(
  event: Pick<OrderEventRow, 'reason' | 'customerReason'>,
  reader: 'customer' | 'team',
): string | null {
  return reader === 'team' ? event.reason : (event.customerReason ?? event.reason);
}

/**
 * Notifies the live streams of a change that leaves no entry on the timeline (the daily
 * recomputation of a launch track, internal notes), at commit.
 */
export async function notifyChange(
  tx: Queryable,
  orderId: string,
  kind: LiveOrderChangeKind,
  { adminsOnly = false } = {},
): Promise<void> {
  await tx
    .select({
      sent: sql`pg_notify(${ORDER_CHANGES_CHANNEL}, json_build_object(
        'orderId', ${orders.id}, 'userId', ${orders.userId}, 'kind', ${kind}::text,
        'adminsOnly', ${adminsOnly}::boolean)::text)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
}

/** The timeline's reads: what a reconnecting stream missed, an order's entries, a user's latest. */
export function createOrderTimelineRepository(db: Db) {
  return {
    /**
     * The timeline entries after a position, oldest first, of one user's orders or (null) of all:
     * what a reconnecting live stream missed. At most `limit` rows.
     */
    async listChangesAfter(after: Cursor, userId: string | null, limit: number): Promise<PositionedChange[]> {
      return db
        .select({
          eventId: orderEvents.id,
          at: cursorText(orderEvents.createdAt),
          orderId: orderEvents.orderId,
          userId: orders.userId,
          kind: changeKind,
        })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(
          and(
            sql`(${orderEvents.createdAt}, ${orderEvents.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
            userId === null ? undefined : eq(orders.userId, userId),
          ),
        )
        .orderBy(orderEvents.createdAt, orderEvents.id)
        .limit(limit);
    },

    async listEvents(orderId: string, tx: Queryable = db): Promise<OrderEventRow[]> {
      return tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.createdAt, orderEvents.id);
    },

    /** The newest events across the user's orders, each with its order's owner and package, in one query. */
    async listRecentEventsByUser(
      userId: string,
      limit: number,
      tx: Queryable = db,
    ): Promise<OrderActivityRow[]> {
      return tx
        .select({
          event: orderEvents,
          orderUserId: orders.userId,
          packageName: orders.packageName,
        })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
        .limit(limit);
    },
  };
}
