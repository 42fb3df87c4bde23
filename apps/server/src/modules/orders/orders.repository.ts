import type { LiveOrderChangeKind } from '@launchpad/shared';
import { cancelledStatuses } from '@launchpad/shared';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Cursor, cursorText } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  type OrderBilling,
  type OrderEventRow,
  type OrderRow,
  orderEvents,
  orders,
} from '../../db/schema.ts';

export interface NewOrderEvent {
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
}

/** The stored result of the launch computation: the columns of `orders` that the launch tracker keeps. */
export type StoredTrack = Pick<
  OrderRow,
  | 'plannedLaunchDate'
  | 'expectedLaunchDate'
  | 'trackState'
  | 'delayDays'
  | 'waitingOnCustomerSince'
  | 'governmentCaveat'
  | 'trackComputedOn'
  | 'overdueSince'
  | 'milestonesDone'
  | 'milestonesTotal'
>;

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

/** A status change is a `status` change; any other entry on the timeline is `activity`. */
const changeKind = sql<LiveOrderChangeKind>`case when ${orderEvents.fromStatus} is distinct from ${orderEvents.toStatus} then 'status' else 'activity' end`;

/** Adds an entry to the order's timeline and notifies the live streams of it, at commit. */
async function appendEvent(tx: Queryable, event: NewOrderEvent): Promise<string> {
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
 * An order as its owner's list shows it (`toOrder`): without its billing, the team's notes and
 * owner, and the dates only the order page and the launch board read.
 */
const {
  billing: _billing,
  ownerId: _ownerId,
  internalNotes: _internalNotes,
  paidAt: _paidAt,
  cancellationRequestedAt: _cancellationRequestedAt,
  plannedLaunchDate: _plannedLaunchDate,
  governmentCaveat: _governmentCaveat,
  trackComputedOn: _trackComputedOn,
  overdueSince: _overdueSince,
  ...orderListColumns
} = getTableColumns(orders);

export type OrderListRow = Pick<OrderRow, keyof typeof orderListColumns>;

/** A row of the signed-in customer's list: the order's list columns, whether it was paid and has refunds, its GST. */
export type ListedOrderRow = OrderListRow & {
  hasRefunds: boolean;
  paid: boolean;
  gst: number;
  cancelledAt: Date | null;
};

/** The GST of the order's charge, from its billing snapshot: whole rupees, 0 without one. */
export const chargedGst = sql<number>`coalesce((${orders.billing}->>'cgst')::int + (${orders.billing}->>'sgst')::int + (${orders.billing}->>'igst')::int, 0)`;

export function createOrdersRepository({ db, reads }: Pick<Database, 'db' | 'reads'>) {
  // The dashboard's list, the busiest signed-in read: prepared once. Whether an order has refunds
  // travels with the list, so that the common list, with none, takes no second query.
  const ordersOfUser = reads
    .select({
      ...orderListColumns,
      // Written out in full: in a select from one table Drizzle names columns without their table,
      // and a bare "id" inside the subquery would be the refund's own.
      hasRefunds: sql<boolean>`exists (select 1 from refunds where refunds.order_id = orders.id)`,
      paid: sql<boolean>`${orders.paidAt} is not null`,
      gst: chargedGst.mapWith(Number),
      // When a cancelled order was cancelled (its latest move to cancelled); null for any other.
      cancelledAt:
        sql<Date | null>`case when ${inArray(orders.status, cancelledStatuses)} then (select max(order_events.created_at) from order_events where order_events.order_id = orders.id and ${inArray(orderEvents.toStatus, cancelledStatuses)}) end`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .prepare('orders_of_user');

  return {
    /**
     * The customer's open order for this package, created when there is none. The partial unique
     * index makes two simultaneous first purchases end up with one order.
     */
    async findOrCreatePending(
      tx: Queryable,
      input: { userId: string; packageId: string; packageName: string; amount: number },
    ): Promise<{ order: OrderRow; created: boolean }> {
      const [inserted] = await tx
        .insert(orders)
        .values({ ...input, status: 'pending' })
        .onConflictDoNothing({
          target: [orders.userId, orders.packageId],
          where: sql`${orders.status} = 'pending'`,
        })
        .returning();
      if (inserted) return { order: inserted, created: true };
      const [existing] = await tx
        .update(orders)
        // The catalogue is the price authority: a resumed order takes today's list price.
        .set({ amount: input.amount, packageName: input.packageName, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.userId, input.userId),
            eq(orders.packageId, input.packageId),
            eq(orders.status, 'pending'),
          ),
        )
        .returning();
      if (!existing) throw new Error('pending order vanished while being resumed');
      return { order: existing, created: false };
    },

    async findById(id: string, tx: Queryable = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The order, locked until the transaction ends: every status change starts here. */
    async lockById(tx: Queryable, id: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /**
     * Moves an order only if it is still in `from`; returns the updated row or undefined. Only
     * order-transitions.ts calls it, after the transition table allowed the change.
     */
    async transition(
      tx: Queryable,
      id: string,
      from: OrderRow['status'],
      to: OrderRow['status'],
      changes: Partial<Pick<OrderRow, 'paymentMethod' | 'paidAt' | 'cancellationRequestedAt'>> = {},
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ status: to, ...changes, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row;
    },

    /** Locks an order for a change (until the transaction ends) and returns what a change reads. */
    async lockForChange(
      tx: Queryable,
      id: string,
    ): Promise<Pick<OrderRow, 'status' | 'notes' | 'packageId'> | undefined> {
      const [row] = await tx
        .select({ status: orders.status, notes: orders.notes, packageId: orders.packageId })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row;
    },

    async setNotes(tx: Queryable, id: string, notes: string | null): Promise<void> {
      await tx.update(orders).set({ notes, updatedAt: sql`now()` }).where(eq(orders.id, id));
    },

    async setCancellationRequested(tx: Queryable, id: string, at: Date | null): Promise<void> {
      await tx
        .update(orders)
        .set({ cancellationRequestedAt: at, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** Keeps whom the invoice names and what was charged, as of the buyer's latest checkout. */
    async recordBilling(tx: Queryable, id: string, billing: OrderBilling): Promise<void> {
      await tx.update(orders).set({ billing }).where(eq(orders.id, id));
    },

    /** Stores the order's launch track as just computed (modules/fulfilment, with the order locked). */
    async saveTrack(tx: Queryable, id: string, track: StoredTrack): Promise<void> {
      await tx.update(orders).set(track).where(eq(orders.id, id));
    },

    /** The admin who owns the order's launch, and the notes the customer never sees. */
    async setLaunch(
      tx: Queryable,
      id: string,
      changes: Partial<Pick<OrderRow, 'ownerId' | 'internalNotes'>>,
    ): Promise<void> {
      await tx
        .update(orders)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    appendEvent,

    /**
     * Adds an entry to the order's timeline that leaves its status as it is (an upload, a refund,
     * a reassignment): an `activity` change for the live streams.
     */
    async appendNote(
      tx: Queryable,
      order: { id: string; status: string },
      actor: string,
      reason: string,
    ): Promise<string> {
      return appendEvent(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        actor,
        reason,
      });
    },

    /**
     * Notifies the live streams of a change that leaves no entry on the timeline (the daily
     * recomputation of a launch track, internal notes), at commit.
     */
    async notifyChange(
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
    },

    /**
     * The timeline entries after a position, oldest first, of one user's orders or (null) of all:
     * what a reconnecting live stream missed. At most `limit` rows.
     */
    async listChangesAfter(
      after: Cursor,
      userId: string | null,
      limit: number,
    ): Promise<Required<Omit<OrderChangeNotice, 'adminsOnly'>>[]> {
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

    /** The user's orders, newest first, each saying whether it has refunds. */
    async listByUser(userId: string): Promise<ListedOrderRow[]> {
      return ordersOfUser.execute({ userId });
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

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
