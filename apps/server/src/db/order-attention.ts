import type { OrderAttentionFlag } from '@launchpad/shared';
import { type SQL, sql } from 'drizzle-orm';
import { orderDocuments, orders } from './schema.ts';

// What asks for the team's attention on an order, as the launch board and the admin's orders list
// both count and filter by it.

/** How many of an order's documents wait for review (order_documents_to_review_idx). */
export const documentsToReview = (orderId: typeof orders.id) =>
  sql<number>`(select count(*) from ${orderDocuments} as d where d.order_id = ${orderId} and d.status = 'uploaded')::int`.mapWith(
    Number,
  );

/** The condition of the "needs" filter, each answered by its own partial index. */
export function needsAttention(flag: OrderAttentionFlag | undefined): SQL | undefined {
  if (flag === 'cancellation-requested') return sql`${orders.cancellationRequestedAt} is not null`;
  if (flag === 'documents-to-review') {
    return sql`${orders.id} in (select d.order_id from ${orderDocuments} as d where d.status = 'uploaded')`;
  }
  return undefined;
}
