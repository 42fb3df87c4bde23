import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BillingDetailsRow,
  billingDetails,
  documentSeries,
  type InvoiceRow,
  invoices,
} from '../../db/schema.ts';
import type { Queryable } from '../orders/orders.repository.ts';

export type NewInvoice = Omit<InvoiceRow, 'id' | 'issuedAt' | 'number' | 'serial' | 'financialYear'> & {
  issuedAt: Date;
};

/** Where a page of the register starts: after this document (newest first). */
export interface RegisterCursor {
  issuedAt: Date;
  id: string;
}

export function createBillingRepository(db: Db) {
  return {
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

    async findInvoiceOfPayment(tx: Queryable, paymentId: string): Promise<InvoiceRow | undefined> {
      const [row] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')))
        .limit(1);
      return row;
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
    async register(range: { from?: Date; to?: Date }, cursor: RegisterCursor | undefined, limit: number) {
      const conditions = [
        range.from ? gte(invoices.issuedAt, range.from) : undefined,
        range.to ? lt(invoices.issuedAt, range.to) : undefined,
        cursor
          ? or(
              lt(invoices.issuedAt, cursor.issuedAt),
              and(eq(invoices.issuedAt, cursor.issuedAt), lt(invoices.id, cursor.id)),
            )
          : undefined,
      ];
      return db
        .select()
        .from(invoices)
        .where(and(...conditions))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(limit);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
