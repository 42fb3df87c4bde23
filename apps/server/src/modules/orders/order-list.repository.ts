import { cancelledStatuses } from '@launchpad/shared';
import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Reads } from '../../db/client.ts';
import { type OrderRow, orderEvents, orders } from '../../db/schema.ts';

// The signed-in customer's list of orders, the busiest signed-in read: prepared once.

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

/** The customer's list, read through `reads` (decision 017). */
export function createOrderListRepository(reads: Reads) {
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
    /** The user's orders, newest first, each saying whether it has refunds. */
    async listByUser(userId: string): Promise<ListedOrderRow[]> {
      return ordersOfUser.execute({ userId });
    },
  };
}
