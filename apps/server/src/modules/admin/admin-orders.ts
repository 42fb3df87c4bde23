import type { AdminOrder } from '@launchpad/shared';
import type { AdminOrderRow, OrderSearch } from './admin.repository.ts';

const hexOnly = /^[0-9a-f-]+$/i;

/**
 * What the search box means: 8 to 32 hex digits (dashes and a leading # allowed) are the start of an
 * order id, found as a range of the primary key; anything else is part of a customer's name or email.
 */
export function parseOrderSearch(q: string | undefined): OrderSearch {
  if (!q) return undefined;
  const term = q.replace(/^#/, '').trim();
  const hex = term.replaceAll('-', '').toLowerCase();
  if (hexOnly.test(term) && /^[0-9a-f]{8,32}$/.test(hex)) {
    const asUuid = (digits: string) =>
      `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
    return { kind: 'order-id', from: asUuid(hex.padEnd(32, '0')), to: asUuid(hex.padEnd(32, 'f')) };
  }
  return { kind: 'customer', term: q };
}

export function toAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    id: row.id,
    packageId: row.packageId,
    packageName: row.packageName,
    amount: row.amount,
    status: row.status,
    notes: row.notes,
    paymentMethod: row.paymentMethod,
    paidAt: row.paidAt?.toISOString() ?? null,
    cancellationRequestedAt: row.cancellationRequestedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer: {
      id: row.userId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
  };
}
