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
} from './order-timeline.repository.ts';

// The only writer of `orders`: an order created or resumed, found and locked, moved and changed;
// with its timeline and the customer's list, one repository to the rest of the server.

export { chargedGst, type ListedOrderRow, type OrderListRow } from './order-list.repository.ts';
export {
  type NewOrderEvent,
  ORDER_CHANGES_CHANNEL,
  type OrderActivityRow,
  type OrderChangeNotice,
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

/** The order's own row: created or resumed, locked, moved, and its columns changed, in `tx`. */
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
};

export function createOrdersRepository({ db, reads }: Pick<Database, 'db' | 'reads'>) {
  return {
    ...rowChanges,
    async findById(id: string, tx: Queryable = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },
    appendEvent,
    appendNote,
    notifyChange,
    ...createOrderTimelineRepository(db),
    ...createOrderListRepository(reads),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
