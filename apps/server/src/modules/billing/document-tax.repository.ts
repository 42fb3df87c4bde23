import type { DocumentAmounts } from '@launchpad/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { documentSeries, type InvoiceRow, invoices } from '../../db/schema.ts';

// The tax the documents carry: what refunds' credit notes reversed, per invoice and per order, and
// the totals of each kind.

/** Credit notes of refunds (a correction's credit note has no refund). */
const isRefundNote = and(eq(invoices.kind, 'credit-note'), isNotNull(invoices.refundId));

/** What the refunds' credit notes of an invoice reversed so far, in whole rupees. */
export async function creditedAgainst(tx: Queryable, invoiceId: string): Promise<DocumentAmounts> {
  const [row] = await tx
    .select({
      taxableValue: sql<number>`coalesce(sum(${invoices.taxableValue}), 0)::int`.mapWith(Number),
      cgst: sql<number>`coalesce(sum(${invoices.cgst}), 0)::int`.mapWith(Number),
      sgst: sql<number>`coalesce(sum(${invoices.sgst}), 0)::int`.mapWith(Number),
      igst: sql<number>`coalesce(sum(${invoices.igst}), 0)::int`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.refersTo, invoiceId), isRefundNote));
  return row ?? { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
}

/** The tax reversed by refunds' credit notes, per order, for those of these orders that have any. */
export async function creditedTaxByOrders(db: Queryable, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: invoices.orderId,
      tax: sql<number>`sum(${invoices.cgst} + ${invoices.sgst} + ${invoices.igst})::int`.mapWith(Number),
    })
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), isRefundNote))
    .groupBy(invoices.orderId);
  return new Map(rows.map((row) => [row.orderId, row.tax]));
}

/**
 * The tax of all documents of each kind, from the series' running sums, corrections aside: a
 * correction's credit note and its re-issued invoice carry the same tax, so taking it from both
 * leaves the tax collected as it was and keeps a correction out of the tax refunds reversed.
 */
export async function taxByKind(db: Queryable): Promise<Record<InvoiceRow['kind'], number>> {
  const [rows, corrections] = await Promise.all([
    db
      .select({
        kind: documentSeries.kind,
        tax: sql<number>`sum(${documentSeries.tax})::float8`.mapWith(Number),
      })
      .from(documentSeries)
      .groupBy(documentSeries.kind),
    db
      .select({
        tax: sql<number>`coalesce(sum(${invoices.cgst} + ${invoices.sgst} + ${invoices.igst}), 0)::float8`.mapWith(
          Number,
        ),
      })
      .from(invoices)
      .where(and(eq(invoices.kind, 'credit-note'), isNull(invoices.refundId))),
  ]);
  const totals = { invoice: 0, 'credit-note': 0 };
  for (const row of rows) {
    if (row.kind === 'invoice' || row.kind === 'credit-note') totals[row.kind] = row.tax;
  }
  const corrected = corrections[0]?.tax ?? 0;
  return { invoice: totals.invoice - corrected, 'credit-note': totals['credit-note'] - corrected };
}
