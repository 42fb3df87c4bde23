import { type AdminOrder, orderReference, parseOrderReference } from '@launchpad/shared';
import type { AdminOrderRow, OrderSearch } from './admin.repository.ts';

const asUuid = (digits: string) =>
  `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;

/**
 * What the search box means: an order's whole id (dashes optional) finds that order; its reference
 * ("LP-7K3Q-9XMD", any case, dashes and spaces optional) finds every order whose id starts with
 * what the reference carries, as a range of the primary key, so two orders that ever shared one
 * are both listed; anything else is part of a customer's name or email. A bare word of letters
 * such as "PRASHANT" reads as a reference too, so it finds both its orders and its customers.
 */
export function parseOrderSearch(q: string | undefined): OrderSearch {
  if (!q) return undefined;
  const term = q.trim();
  const hex = term.replace(/^#/, '').replaceAll('-', '').toLowerCase();
  if (/^[0-9a-f]{32}$/.test(hex)) return { kind: 'order-id', from: asUuid(hex), to: asUuid(hex) };
  const idPrefix = parseOrderReference(term);
  if (idPrefix) {
    const range = { from: asUuid(idPrefix.padEnd(32, '0')), to: asUuid(idPrefix.padEnd(32, 'f')) };
    return /^\p{L}+$/u.test(term)
      ? { kind: 'order-id', ...range, orCustomer: term }
      : { kind: 'order-id', ...range };
  }
  return { kind: 'customer', term: q };
}

export function toAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    id: row.id,
    reference: orderReference(row.id),
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
