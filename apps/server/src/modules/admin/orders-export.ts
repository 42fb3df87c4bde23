import {
  type adminOrdersExportQuerySchema,
  formatAccountsDateTime,
  orderMoney,
  orderReference,
  orderStatusLabel,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Cursor } from '../../db/cursor-paging.ts';
import { type CsvExport, nextPosition } from '../../lib/csv-export.ts';
import type { BillingService } from '../billing/index.ts';
import { type OrderRefunds, refundSplitsOf } from '../orders/index.ts';
import type { AdminOrderRow, AdminRepository } from './admin.repository.ts';
import { parseOrderSearch } from './admin-orders.ts';

/** The columns of the orders export; dates in India's time, money in whole rupees. */
export const ORDERS_CSV_COLUMNS = [
  'Order ID',
  'Created (IST)',
  'Package',
  'Status',
  'Paid on (IST)',
  'Payment method',
  'Fee (INR)',
  'GST (INR)',
  'Paid (INR)',
  'Refunded fee (INR)',
  'Refunded GST (INR)',
  'Refunded (INR)',
  'Net fee (INR)',
  'Net GST (INR)',
  'Net (INR)',
  'Customer name',
  'Customer email',
  'Customer phone',
  'Notes',
] as const;

/** An order with what its refunds of the charge returned, fee and GST apart (whole rupees). */
export interface ExportedOrder extends AdminOrderRow {
  refundedFee: number;
  refundedGst: number;
}

function orderCells(order: ExportedOrder) {
  const paid = order.paidAt !== null;
  const money = orderMoney({ ...order, paid });
  // An unpaid order charged nothing yet: its fee and GST are what the checkout asks for.
  const net = paid ? money : { fee: 0, gst: 0, total: 0 };
  return [
    orderReference(order.id),
    formatAccountsDateTime(order.createdAt),
    `${order.packageName} Package`,
    orderStatusLabel(order.status),
    order.paidAt ? formatAccountsDateTime(order.paidAt) : null,
    order.paymentMethod,
    order.amount,
    order.gst,
    paid ? order.amount + order.gst : 0,
    order.refundedFee,
    order.refundedGst,
    money.refunded,
    net.fee,
    net.gst,
    net.total,
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    order.notes,
  ];
}

interface Deps {
  adminRepo: AdminRepository;
  refunds: OrderRefunds;
  billing?: Pick<BillingService, 'creditedTaxByOrders'>;
}

/**
 * The filtered orders as CSV, newest first. Each batch reads its refunds' split as every other view
 * of an order's money does (`refundSplitsOf`), so the refunded and net columns are the customer's
 * own figures (`orderMoney`).
 */
export function ordersExport({ adminRepo, refunds, billing }: Deps) {
  return {
    /** The orders export: read by `sendCsv` in batches as the reply streams. */
    exportOrders(query: z.output<typeof adminOrdersExportQuerySchema>): CsvExport<ExportedOrder, Cursor> {
      const search = parseOrderSearch(query.q);
      return {
        columns: ORDERS_CSV_COLUMNS,
        async readBatch(after, limit) {
          const rows = await adminRepo.listOrders({
            search,
            status: query.status,
            needs: query.needs,
            userId: query.userId,
            cursor: after,
            limit,
          });
          const paidIds = rows.filter((row) => row.paidAt !== null).map((row) => row.id);
          const splits = await refundSplitsOf({ refunds, billing }, paidIds);
          return {
            rows: rows.map((row) => {
              const split = splits.get(row.id);
              return { ...row, refundedFee: split?.refundedFee ?? 0, refundedGst: split?.refundedGst ?? 0 };
            }),
            next: nextPosition(rows, limit, (row) => ({ createdAt: row.cursorAt, id: row.id })),
          };
        },
        cells: orderCells,
      };
    },
  };
}
