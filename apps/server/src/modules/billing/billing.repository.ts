import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Cursor } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  type BillingDetailsRow,
  billingDetails,
  documentSeries,
  type InvoiceRow,
  invoices,
  payments,
} from '../../db/schema.ts';
import { findPdf, storePdf } from './document-pdfs.repository.ts';
import { creditedAgainst, creditedTaxByOrders, taxByKind } from './document-tax.repository.ts';
import { register } from './invoice-register.repository.ts';

// Tax documents and billing details: the only SQL on `invoices`, `document_series`,
// `document_pdfs` and `billing_details`, gathered into one repository (which also reads the
// references of the payment a document is about).

export type { RegisterRow } from './invoice-register.repository.ts';

/** How a document names the payment it is about. */
export interface PaymentReferences {
  ours: string;
  /** The bank's UTR or the cheque number of money received outside the provider. */
  received: string | null;
}

export type NewInvoice = Omit<InvoiceRow, 'id' | 'issuedAt' | 'number' | 'serial' | 'financialYear'> & {
  issuedAt: Date;
};

/** An invoice not replaced by a correction: the one a payment's refunds and downloads go to. */
const isCurrentInvoice = and(
  eq(invoices.kind, 'invoice'),
  notExists(sql`(select 1 from invoices as successor where successor.supersedes = ${invoices.id})`),
);

/**
 * Takes the next serial of a series inside the caller's transaction. The upsert locks the
 * series' row until that transaction ends, so concurrent issuers take numbers one after the
 * other, and a rollback gives the number back.
 */
export async function nextSerial(
  tx: Queryable,
  kind: InvoiceRow['kind'],
  financialYear: string,
): Promise<number> {
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
}

export async function insert(
  tx: Queryable,
  invoice: NewInvoice & Pick<InvoiceRow, 'number' | 'serial' | 'financialYear'>,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('the invoice was not saved');
  return row;
}

export async function findInvoiceOfPayment(
  tx: Queryable,
  paymentId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), isCurrentInvoice))
    .limit(1);
  return row;
}

export async function findCreditNoteOfRefund(
  tx: Queryable,
  refundId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.refundId, refundId)).limit(1);
  return row;
}

/** The customer's billing details, and the stored PDFs of documents. */
function detailsAndPdfs(db: Db) {
  return {
    /** A document's PDF in this layout, when it was rendered before. */
    findPdf: (invoiceId: string, layout: number) => findPdf(db, invoiceId, layout),
    /**
     * Keeps a document's rendered PDF unless one is stored already (another request or instance
     * rendered it first); answers the stored bytes, whichever rendering won.
     */
    storePdf: (invoiceId: string, layout: number, data: Buffer) => storePdf(db, invoiceId, layout, data),

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
  };
}

/** The tax documents: issued, found by payment, refund, order or id, and the register. */
function documents(db: Db) {
  return {
    nextSerial,
    insert,

    /** The database itself, for the reads of one document outside a transaction. */
    reads: db as Queryable,

    findInvoiceOfPayment,

    /** The current invoice of each of these payments that has one (credit notes aside). */
    async invoiceIdsOfPayments(paymentIds: string[]): Promise<{ paymentId: string; id: string }[]> {
      if (paymentIds.length === 0) return [];
      return db
        .select({ paymentId: invoices.paymentId, id: invoices.id })
        .from(invoices)
        .where(and(inArray(invoices.paymentId, paymentIds), isCurrentInvoice));
    },

    findCreditNoteOfRefund,
    creditedAgainst,
    creditedTaxByOrders: (orderIds: string[]) => creditedTaxByOrders(db, orderIds),
    taxByKind: () => taxByKind(db),

    /**
     * The references a document names its payment by: ours, and for money received outside the
     * provider the one the bank or cheque gave (a read of the payment's row, which documents point at).
     */
    async paymentReferencesOf(paymentId: string): Promise<PaymentReferences | undefined> {
      const [row] = await db
        .select({
          ours: payments.merchantOrderId,
          received: sql<string | null>`${payments.raw} -> 'offline' ->> 'reference'`,
        })
        .from(payments)
        .where(eq(payments.id, paymentId))
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
    register: (range: { from?: Date; to?: Date }, cursor: Cursor | undefined, limit: number) =>
      register(db, range, cursor, limit),
  };
}

export function createBillingRepository(db: Db) {
  return { ...detailsAndPdfs(db), ...documents(db) };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
