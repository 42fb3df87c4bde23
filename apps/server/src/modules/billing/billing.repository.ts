import type { DocumentAmounts } from '@launchpad/shared';
import { and, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
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

/** A register row: the document and, for a credit note, its invoice's number and date. */
export type RegisterRow = InvoiceRow & {
  cursorAt: string;
  originalNumber: string | null;
  originalIssuedAt: Date | null;
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
        .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')))
        .limit(1);
      return row;
    },

    /** The invoice of each of these payments that has one (credit notes aside). */
    async invoiceIdsOfPayments(paymentIds: string[]): Promise<{ paymentId: string; id: string }[]> {
      if (paymentIds.length === 0) return [];
      return db
        .select({ paymentId: invoices.paymentId, id: invoices.id })
        .from(invoices)
        .where(and(inArray(invoices.paymentId, paymentIds), eq(invoices.kind, 'invoice')));
    },

    async findCreditNoteOfRefund(tx: Queryable, refundId: string): Promise<InvoiceRow | undefined> {
      const [row] = await tx.select().from(invoices).where(eq(invoices.refundId, refundId)).limit(1);
      return row;
    },

    /** What the credit notes of an invoice reversed so far, in whole rupees. */
    async creditedAgainst(tx: Queryable, invoiceId: string): Promise<DocumentAmounts> {
      const [row] = await tx
        .select({
          taxableValue: sql<number>`coalesce(sum(${invoices.taxableValue}), 0)::int`.mapWith(Number),
          cgst: sql<number>`coalesce(sum(${invoices.cgst}), 0)::int`.mapWith(Number),
          sgst: sql<number>`coalesce(sum(${invoices.sgst}), 0)::int`.mapWith(Number),
          igst: sql<number>`coalesce(sum(${invoices.igst}), 0)::int`.mapWith(Number),
        })
        .from(invoices)
        .where(and(eq(invoices.refersTo, invoiceId), eq(invoices.kind, 'credit-note')));
      return row ?? { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    },

    /** The tax reversed by credit notes, per order, for those of these orders that have any. */
    async creditedTaxByOrders(orderIds: string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({
          orderId: invoices.orderId,
          tax: sql<number>`sum(${invoices.cgst} + ${invoices.sgst} + ${invoices.igst})::int`.mapWith(Number),
        })
        .from(invoices)
        .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, 'credit-note')))
        .groupBy(invoices.orderId);
      return new Map(rows.map((row) => [row.orderId, row.tax]));
    },

    /** The tax of all documents of each kind, from the series' running sums. */
    async taxByKind(): Promise<Record<InvoiceRow['kind'], number>> {
      const rows = await db
        .select({
          kind: documentSeries.kind,
          tax: sql<number>`sum(${documentSeries.tax})::float8`.mapWith(Number),
        })
        .from(documentSeries)
        .groupBy(documentSeries.kind);
      const totals = { invoice: 0, 'credit-note': 0 };
      for (const row of rows) {
        if (row.kind === 'invoice' || row.kind === 'credit-note') totals[row.kind] = row.tax;
      }
      return totals;
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
        })
        .from(invoices)
        .leftJoin(originals, eq(originals.id, invoices.refersTo))
        .where(and(...conditions))
        .orderBy(...newestFirst(invoices.issuedAt, invoices.id))
        .limit(limit);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
