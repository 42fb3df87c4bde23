import { and, eq, getTableColumns, gte, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type InvoiceRow, invoices } from '../../db/schema.ts';

// The register of tax documents: each with the documents it refers to, replaces or is replaced by.

/** A credit note's invoice, joined to the register's rows. */
const originals = alias(invoices, 'original');
/** The invoice re-issued in place of another, and the invoice a re-issued one replaces. */
const successors = alias(invoices, 'successor');
const predecessors = alias(invoices, 'predecessor');
/** The credit note that cancelled an invoice for a correction. */
const cancellations = alias(invoices, 'cancellation');

/**
 * A register row: the document and, for a credit note, its invoice's number and date; for an
 * invoice corrected, the numbers of its cancelling credit note and re-issued invoice; for a
 * re-issued invoice, the number of the one it replaces.
 */
export type RegisterRow = InvoiceRow & {
  cursorAt: string;
  originalNumber: string | null;
  originalIssuedAt: Date | null;
  successorNumber: string | null;
  cancellationNumber: string | null;
  predecessorNumber: string | null;
};

/** Documents issued in [from, to), newest first, after the cursor. */
export async function register(
  db: Queryable,
  range: { from?: Date; to?: Date },
  cursor: Cursor | undefined,
  limit: number,
): Promise<RegisterRow[]> {
  const conditions = [
    range.from ? gte(invoices.issuedAt, range.from) : undefined,
    range.to ? lt(invoices.issuedAt, range.to) : undefined,
    olderThan(invoices.issuedAt, invoices.id, cursor),
  ];
  return db
    .select({
      ...getTableColumns(invoices),
      cursorAt: cursorText(invoices.issuedAt),
      originalNumber: originals.number,
      originalIssuedAt: originals.issuedAt,
      successorNumber: successors.number,
      cancellationNumber: cancellations.number,
      predecessorNumber: predecessors.number,
    })
    .from(invoices)
    .leftJoin(originals, eq(originals.id, invoices.refersTo))
    .leftJoin(successors, eq(successors.supersedes, invoices.id))
    .leftJoin(predecessors, eq(predecessors.id, invoices.supersedes))
    .leftJoin(
      cancellations,
      and(
        eq(cancellations.refersTo, invoices.id),
        eq(cancellations.kind, 'credit-note'),
        isNull(cancellations.refundId),
      ),
    )
    .where(and(...conditions))
    .orderBy(...newestFirst(invoices.issuedAt, invoices.id))
    .limit(limit);
}
