import { isPaymentPaid, type PaymentHistoryPage, type paymentHistoryQuerySchema } from '@launchpad/shared';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { invoiceIdsOf, toAttempt } from './payment-attempts.ts';
import type { PaymentsUnitDeps } from './payments-deps.ts';

/** A page of the customer's payment history, newest first (cursor like the admin lists). */
export async function paymentHistory(
  deps: PaymentsUnitDeps,
  user: UserRow,
  query: z.output<typeof paymentHistoryQuerySchema>,
): Promise<PaymentHistoryPage> {
  const rows = await deps.paymentsRepo.listByUser(user.id, {
    cursor: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const { items, nextCursor } = pageOf(rows, query.limit);
  const [paymentRefunds, invoiceIds] = await Promise.all([
    deps.refundsRepo.listByOrders([...new Set(items.map((a) => a.orderId))]),
    invoiceIdsOf(
      deps.billing,
      items.filter((a) => isPaymentPaid(a.state)).map((a) => a.id),
    ),
  ]);
  return {
    payments: items.map((attempt) => toAttempt(attempt, paymentRefunds, invoiceIds)),
    nextCursor,
  };
}
