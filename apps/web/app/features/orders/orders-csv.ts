import {
  amountPaid,
  csvRow,
  formatIsoDay,
  type Order,
  orderMoney,
  orderStatusLabel,
  UTF8_BOM,
} from '@launchpad/shared';

const header = [
  'Order ID',
  'Package',
  'Fee (INR)',
  'GST (INR)',
  'Refunded (INR)',
  'Paid (INR)',
  'Status',
  'Payment Method',
  'Date',
];

/**
 * The user's orders as CSV, one header line and one line per order: the fee and GST charged, what
 * was refunded and what was paid net of it (0 for an unpaid order), as the order's label says.
 */
export function ordersToCsv(orders: readonly Order[]): string {
  const rows = orders.map((order) => [
    order.reference,
    order.packageName,
    order.amount,
    order.gst,
    orderMoney(order).refunded,
    amountPaid(order),
    orderStatusLabel(order.status),
    order.paymentMethod ?? 'Not specified',
    formatIsoDay(order.createdAt),
  ]);
  return [header, ...rows].map(csvRow).join('');
}

export function ordersCsvFileName(today: Date = new Date()): string {
  return `launchpad-orders-${formatIsoDay(today.toISOString())}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadOrdersCsv(orders: readonly Order[]) {
  const blob = new Blob([`${UTF8_BOM}${ordersToCsv(orders)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ordersCsvFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers lose the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
