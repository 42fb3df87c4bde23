import type { DocumentAmounts } from '@launchpad/shared';
import { and, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  type BillingDetailsRow,
  billingDetails,
  documentPdfs,
  documentSeries,
  type InvoiceRow,
  invoices,
} from '../../db/schema.ts';

export type NewInvoice = Omit<InvoiceRow, 'id' | 'issuedAt' | 'number' | 'serial' | 'financialYear'> & {
  issuedAt: Date;
};

/** A credit note's invoice, joined to the register's rows. */
const originals = alias(invoices, 'original');
/** The invoice re-issued in place of another, and the invoice a re-issued one replaces. */
const successors = alias(invoices, 'successor');
const predecessors = alias(invoices, 'predecessor');
/** The credit note that cancelled an invoice for a correction. */
const cancellations = alias(invoices, 'cancellation');

/** An invoice not replaced by a correction: the one a payment's refunds and downloads go to. */
const isCurrentInvoice = and(
  eq(invoices.kind, 'invoice'),
  notExists(sql`(select 1 from invoices as successor where successor.supersedes = ${invoices.id})`),
);
/** Credit notes of refunds (a correction's credit note has no refund). */
const isRefundNote = and(eq(invoices.kind, 'credit-note'), isNotNull(invoices.refundId));

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

export function createBillingRepository(db: Db) {
  async function findPdf(invoiceId: string, layout: number): Promise<Buffer | undefined> {
    const [row] = await db
      .select({ data: documentPdfs.data })
      .from(documentPdfs)
      .where(and(eq(documentPdfs.invoiceId, invoiceId), eq(documentPdfs.layout, layout)))
      .limit(1);
    return row?.data;
  }

  return {
    /** A document's PDF in this layout, when it was rendered before. */
    findPdf,

    /**
     * Keeps a document's rendered PDF unless one is stored already (another request or instance
     * rendered it first); answers the stored bytes, whichever rendering won.
     */
    async storePdf(invoiceId: string, layout: number, data: Buffer): Promise<Buffer> {
      const inserted = await db
        .insert(documentPdfs)
        .values({ invoiceId, layout, data })
        .onConflictDoNothing()
        .returning({ invoiceId: documentPdfs.invoiceId });
      if (inserted.length > 0) return data;
      const stored = await findPdf(invoiceId, layout);
      if (!stored) throw new Error(`the PDF of document ${invoiceId} was neither stored nor found`);
      return stored;
    },

    async findDetails(userId: string): Promise<BillingDetailsRow | undefined> {
      const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
      return row;
    },

    async saveDetails(details: Omit<BillingDetailsRow, 'updatedAt'>): Promise<BillingDetailsRow> {
      const { userId, ...fields } = details;
      const [row] = await db
        .insert(billingDetails)
        .values(details)
        .onConflictDoUpdate({ target: billingDetails.userId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('billing details were not saved');
      return row;
    },

    /**
     * Takes the next serial of a series inside the caller's transaction. The upsert locks the
     * series' row until that transaction ends, so concurrent issuers take numbers one after the
     * other, and a rollback gives the number back.
     */
    async nextSerial(tx: Queryable, kind: InvoiceRow['kind'], financialYear: string): Promise<number> {
      const [row] = await tx
        .insert(documentSeries)
        .values({ kind, financialYear, lastSerial: 1 })
        .onConflictDoUpdate({
          target: [documentSeries.kind, documentSeries.financialYear],
          set: { lastSerial: sql`${documentSeries.lastSerial} + 1` },
        })
        .returning({ serial: documentSeries.lastSerial });
      if (!row) throw new Error('no serial was taken');
      return row.serial;
    },

    async insert(
      tx: Queryable,
      invoice: NewInvoice & Pick<InvoiceRow, 'number' | 'serial' | 'financialYear'>,
    ): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      if (!row) throw new Error('the invoice was not saved');
      return row;
    },

    /** The database itself, for the reads of one document outside a transaction. */
    reads: db as Queryable,

    async findInvoiceOfPayment(tx: Queryable, paymentId: string): Promise<InvoiceRow | undefined> {
      const [row] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), isCurrentInvoice))
        .limit(1);
      return row;
    },

    /** The current invoice of each of these payments that has one (credit notes aside). */
    async invoiceIdsOfPayments(paymentIds: string[]): Promise<{ paymentId: string; id: string }[]> {
      if (paymentIds.length === 0) return [];
      return db
        .select({ paymentId: invoices.paymentId, id: invoices.id })
        .from(invoices)
        .where(and(inArray(invoices.paymentId, paymentIds), isCurrentInvoice));
    },

    async findCreditNoteOfRefund(tx: Queryable, refundId: string): Promise<InvoiceRow | undefined> {
      const [row] = await tx.select().from(invoices).where(eq(invoices.refundId, refundId)).limit(1);
      return row;
    },

    /** What the refunds' credit notes of an invoice reversed so far, in whole rupees. */
    async creditedAgainst(tx: Queryable, invoiceId: string): Promise<DocumentAmounts> {
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
    },

    /** The tax reversed by refunds' credit notes, per order, for those of these orders that have any. */
    async creditedTaxByOrders(orderIds: string[]): Promise<Map<string, number>> {
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
    },

    /**
     * The tax of all documents of each kind, from the series' running sums, corrections aside: a
     * correction's credit note and its re-issued invoice carry the same tax, so taking it from both
     * leaves the tax collected as it was and keeps a correction out of the tax refunds reversed.
     */
    async taxByKind(): Promise<Record<InvoiceRow['kind'], number>> {
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
    },

    async findById(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
      return row;
    },

    async listByOrder(orderId: string): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(invoices.issuedAt, invoices.serial);
    },

    /** Documents issued in [from, to), newest first, after the cursor. */
    async register(
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
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
