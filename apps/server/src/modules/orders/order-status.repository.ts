import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { type OrderRow, orders } from '../../db/schema.ts';

// The one statement that changes an order's status. Only order-transitions.ts imports this file
// (module-boundaries.test.ts holds it so): every move is checked against the transition table first.

/** What a move may change besides the status. */
export type StatusChangeColumns = Partial<
  Pick<OrderRow, 'paymentMethod' | 'paidAt' | 'cancellationRequestedAt'>
>;

/** Moves an order only if it is still in `from`; returns the updated row or undefined. */
export async function moveOrderStatus(
  tx: Queryable,
  id: string,
  from: OrderRow['status'],
  to: OrderRow['status'],
  changes: StatusChangeColumns = {},
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...changes, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}
