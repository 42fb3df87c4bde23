import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type OrderBilling,
  type OrderEventRow,
  type OrderRow,
  orderEvents,
  orders,
} from '../../db/schema.ts';

/** Any Drizzle handle that can run queries: the database or a transaction. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface NewOrderEvent {
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
}

export interface OrderActivityRow {
  event: OrderEventRow;
  orderUserId: string;
  packageName: string;
}

export function createOrdersRepository(db: Db) {
  // The dashboard's list, the busiest signed-in read: prepared once.
  const ordersOfUser = db
    .select()
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

    async appendEvent(tx: Queryable, event: NewOrderEvent): Promise<void> {
      await tx.insert(orderEvents).values(event);
    },

    async listEvents(orderId: string, tx: Queryable = db): Promise<OrderEventRow[]> {
      return tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.createdAt, orderEvents.id);
    },

    /** The user's orders, newest first. */
    async listByUser(userId: string): Promise<OrderRow[]> {
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
