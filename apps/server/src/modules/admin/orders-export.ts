import {
  type AdminOrder,
  type adminOrdersExportQuerySchema,
  csvRow,
  orderStatusLabel,
  UTF8_BOM,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Cursor } from '../../db/cursor-paging.ts';
import type { AdminRepository } from './admin.repository.ts';
import { parseOrderSearch, toAdminOrder } from './admin-orders.ts';

/** Rows fetched per query while streaming the CSV export. */
export const EXPORT_BATCH_SIZE = 1000;

export const CSV_HEADER = [
  'Order ID',
  'Created (UTC)',
  'Package',
  'Amount (INR)',
  'Status',
  'Paid (UTC)',
  'Payment method',
  'Customer name',
  'Customer email',
  'Customer phone',
  'Notes',
] as const;

function csvLine(order: AdminOrder): string {
  return csvRow([
    order.reference,
    order.createdAt,
    `${order.packageName} Package`,
    order.amount,
    orderStatusLabel(order.status),
    order.paidAt,
    order.paymentMethod,
    order.customer.name,
    order.customer.email,
    order.customer.phone,
    order.notes,
  ]);
}

/** The filtered orders as CSV, newest first, fetched in batches so memory stays flat. */
export async function* exportOrdersCsv(
  adminRepo: AdminRepository,
  query: z.output<typeof adminOrdersExportQuerySchema>,
): AsyncGenerator<string> {
  const search = parseOrderSearch(query.q);
  yield UTF8_BOM + csvRow(CSV_HEADER);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await adminRepo.listOrders({
      search,
      status: query.status,
      needs: query.needs,
      userId: query.userId,
      cursor,
      limit: EXPORT_BATCH_SIZE,
    });
    if (rows.length > 0) yield rows.map((row) => csvLine(toAdminOrder(row))).join('');
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH_SIZE || !last) return;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}
