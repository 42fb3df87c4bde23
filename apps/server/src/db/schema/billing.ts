import { documentKinds } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type OrderBilling, orders } from './orders.ts';
import { payments, refunds } from './payments.ts';
import { bytea, createdAt, sqlList, updatedAt } from './shared.ts';
import { users } from './users.ts';

/** Billing (modules/billing): saved billing details, tax documents, their series and PDFs. */

/** A customer's saved billing details: whom invoices are made out to. */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  // Two-digit GST state code.
  state: text('state').notNull(),
  gstin: text('gstin'),
  updatedAt,
});

/** What the supplier was when a document was issued, printed on it ever after. */
export interface DocumentSupplier {
  legalName: string;
  address: string;
  state: string;
  gstin: string | null;
  cin: string | null;
}

/** One line of a tax document. */
export interface DocumentLine {
  description: string;
  sac: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  ratePercent: number;
}

/**
 * Tax invoices (bills of supply when the supplier has no GSTIN) and credit notes. Issued in the
 * transaction that completes the payment (or the refund); never changed afterwards. Kept 72 months
 * (s.36 CGST Act): orders, payments and users cannot be deleted under them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // A credit note's invoice, and the refund it documents (one credit note per refund); a credit
    // note without a refund cancels its invoice in full for a correction of the billing details.
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    // A re-issued invoice's predecessor: the invoice of the same payment it replaces.
    supersedes: uuid('supersedes').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    // Why a correction's credit note and re-issued invoice were issued, as the admin gave it.
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supplier: jsonb('supplier').$type<DocumentSupplier>().notNull(),
    recipient: jsonb('recipient').$type<OrderBilling['recipient']>(),
    placeOfSupply: text('place_of_supply').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_key').on(t.kind, t.financialYear, t.serial),
    // One first invoice per payment, whichever of the status check, webhook or reconciler
    // completes it; a correction re-issues it, each invoice replaced at most once.
    uniqueIndex('invoices_one_per_payment')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'invoice' and ${t.supersedes} is null`),
    uniqueIndex('invoices_supersedes_key').on(t.supersedes).where(sql`${t.supersedes} is not null`),
    // One credit note per refund, however often its completion is delivered.
    uniqueIndex('invoices_one_per_refund').on(t.refundId).where(sql`${t.refundId} is not null`),
    // One correction's credit note per invoice, however many admins press at once.
    uniqueIndex('invoices_one_correction_per_invoice')
      .on(t.refersTo)
      .where(sql`${t.kind} = 'credit-note' and ${t.refundId} is null`),
    index('invoices_refers_to_idx').on(t.refersTo).where(sql`${t.refersTo} is not null`),
    index('invoices_order_idx').on(t.orderId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    check('invoices_kind_valid', sql`${t.kind} in ${sqlList(documentKinds)}`),
    check('invoices_serial_positive', sql`${t.serial} > 0`),
    check('invoices_credit_note_refers', sql`(${t.kind} = 'credit-note') = (${t.refersTo} is not null)`),
    check('invoices_refund_on_credit_note', sql`${t.refundId} is null or ${t.kind} = 'credit-note'`),
    check('invoices_supersedes_on_invoice', sql`${t.supersedes} is null or ${t.kind} = 'invoice'`),
    // A credit note without a refund is a correction's, and says why.
    check(
      'invoices_correction_has_reason',
      sql`${t.kind} <> 'credit-note' or ${t.refundId} is not null or ${t.reason} is not null`,
    ),
  ],
);

/**
 * The last serial of each document series (kind and financial year). Taken by an upsert in the
 * issuing transaction: its row lock makes concurrent issuers wait, and a rollback returns the
 * number, so the series has neither gaps nor repeats (Rule 46: consecutive serial numbers).
 * The running sums of the series' taxable value and tax are kept by a trigger on `invoices`
 * (migration 0013) under that same lock, so the admin summary never adds up the documents.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
    taxableValue: bigint('taxable_value', { mode: 'number' }).notNull().default(0),
    // CGST + SGST (or UTGST) + IGST of the series' documents.
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * A tax document's PDF, rendered once and served as stored ever after: the same bytes on every
 * download and in every mail. `layout` is the renderer's version; a new layout renders anew.
 * Written by the first request that needs it (insert if absent), so instances racing to render
 * one document keep one PDF.
 */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    layout: integer('layout').notNull(),
    data: bytea('data').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.layout] })],
);

export type BillingDetailsRow = typeof billingDetails.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
