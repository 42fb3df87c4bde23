import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { type InvoiceRow, invoices } from '../../db/schema.ts';

/** The reads a correction makes inside its transaction, under the order's row lock. */
export const invoiceCorrectionReads = {
  async findDocument(tx: Queryable, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    return row;
  },

  /** The invoice re-issued in place of this one, when it was corrected. */
  async successorOf(tx: Queryable, invoiceId: string): Promise<InvoiceRow | undefined> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.supersedes, invoiceId)).limit(1);
    return row;
  },

  /** The numbers of the credit notes that refunds issued against this invoice. */
  async refundNotesOf(tx: Queryable, invoiceId: string): Promise<string[]> {
    const rows = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.refersTo, invoiceId), isNotNull(invoices.refundId)))
      .orderBy(invoices.issuedAt);
    return rows.map((row) => row.number);
  },
};
