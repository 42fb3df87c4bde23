import { type Order, orderStatusLabel } from '@launchpad/shared';
import { formatIsoDay } from '../../lib/format-date.ts';

const header = ['Order ID', 'Package', 'Amount (INR)', 'Status', 'Payment Method', 'Date'];

/**
 * A spreadsheet opens a cell that starts with =, +, - or @ (or a tab or carriage return) as a
 * formula, which a crafted value can abuse (OWASP "CSV injection"): such cells get a leading quote.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const neutralised = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${neutralised.replaceAll('"', '""')}"`;
}

/** The user's orders as CSV (RFC 4180: every field quoted, CRLF line ends). */
export function ordersToCsv(orders: readonly Order[]): string {
  const rows = orders.map((order) => [
    order.id,
    order.packageName,
    order.amount,
    orderStatusLabel(order.status),
    order.paymentMethod ?? 'Not specified',
    formatIsoDay(order.createdAt),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function ordersCsvFileName(today: Date = new Date()): string {
  return `launchpad-orders-${formatIsoDay(today.toISOString())}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadOrdersCsv(orders: readonly Order[]) {
  // The byte order mark makes Excel read the file as UTF-8.
  const blob = new Blob([`\uFEFF${ordersToCsv(orders)}`], { type: 'text/csv;charset=utf-8' });
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
