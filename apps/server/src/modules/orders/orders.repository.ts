import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type OrderBilling, type OrderRow, orders } from '../../db/schema.ts';
import { createOrderListRepository } from './order-list.repository.ts';
import {
  appendEvent,
  appendNote,
  createOrderTimelineRepository,
  notifyChange,
  unnameFileForCustomer,
} from './order-timeline.repository.ts';

// The orders' rows: an order created or resumed, found and locked, its columns changed; with its
// timeline and the customer's list. Private to this module: other modules get the faces of
// order-faces.ts, and the status moves only through order-transitions.ts (order-status.repository.ts).

export { chargedGst, type ListedOrderRow, type OrderListRow } from './order-list.repository.ts';
export {
  entryTextFor,
  type NewOrderEvent,
  ORDER_CHANGES_CHANNEL,
  type OrderActivityRow,
  type OrderChangeNotice,
  type PositionedChange,
} from './order-timeline.repository.ts';

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

/** The order's own row: created or resumed, locked, and its columns changed, in `tx`. */
const rowChanges = {
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

  /**
   * The customer's open order for a package, placed when there is none (its first timeline entry,
   * "Order placed", by the customer) or resumed at today's price.
   */
  async openPendingOrder(
    tx: Queryable,
    input: { userId: string; packageId: string; packageName: string; amount: number },
  ): Promise<{ order: OrderRow; created: boolean }> {
    const opened = await rowChanges.findOrCreatePending(tx, input);
    if (opened.created) {
      await appendEvent(tx, {
        orderId: opened.order.id,
        fromStatus: null,
        toStatus: 'pending',
        actor: input.userId,
        reason: 'Order placed',
      });
    }
    return opened;
  },

  /** The order, locked until the transaction ends: every status change starts here. */
  async lockById(tx: Queryable, id: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
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
};

export function createOrdersRepository({ db, reads }: Pick<Database, 'db' | 'reads'>) {
  return {
    ...rowChanges,
    async findById(id: string, tx: Queryable = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },
    appendNote,
    unnameFileForCustomer,
    notifyChange,
    ...createOrderTimelineRepository(db),
    ...createOrderListRepository(reads),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
