import {
  type AdminOrder,
  orderReference,
  parseOrderReference,
  parseOrderReferencePrefix,
} from '@launchpad/shared';
import type { AdminOrderRow, OrderSearch } from './admin.repository.ts';

const asUuid = (digits: string) =>
  `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;

/**
 * What the search box means: an order's whole id (dashes optional) finds that order; its reference
 * ("LP-7K3Q-9XMD", any case, dashes and spaces optional) finds every order whose id starts with
 * what the reference carries, as a range of the primary key, so two orders that ever shared one
 * are both listed; the start of a reference, with or without its "LP" ("LP-7K3Q", "7K3Q"), finds
 * the orders whose reference starts so, and also reads as text. Text is part of a customer's name or email, of a payment or refund
 * reference, or of a phone number (admin-references.repository.ts). Eight symbols typed without "LP", such as
 * "PRASHANT" or "2222 3333", read as a reference too, so they find both its orders and what they
 * match as text.
 */
export function parseOrderSearch(q: string | undefined): OrderSearch {
  if (!q) return undefined;
  const term = q.trim();
  const hex = term.replace(/^#/, '').replaceAll('-', '').toLowerCase();
  if (/^[0-9a-f]{32}$/.test(hex)) return { kind: 'order-id', from: asUuid(hex), to: asUuid(hex) };
  const idPrefix = parseOrderReference(term);
  if (idPrefix) {
    const range = { from: asUuid(idPrefix.padEnd(32, '0')), to: asUuid(idPrefix.padEnd(32, 'f')) };
    // Without its "LP", what names a reference may also be a name, a phone number or part of a
    // payment's reference ("PRASHANT", "2222 3333", "a1b2c3d4").
    return /^#?LP/i.test(term)
      ? { kind: 'order-id', ...range }
      : { kind: 'order-id', ...range, orText: term };
  }
  const started = parseOrderReferencePrefix(term);
  if (started) {
    const range = { from: asUuid(started.from.padEnd(32, '0')), to: asUuid(started.to.padEnd(32, 'f')) };
    return { kind: 'order-id', ...range, orText: term };
  }
  return { kind: 'text', term: q };
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
    documentsToReview: row.documentsToReview,
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
