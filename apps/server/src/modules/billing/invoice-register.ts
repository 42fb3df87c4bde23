import {
  formatAccountsDate,
  gstState,
  type InvoiceRegisterEntry,
  type InvoiceRegisterPage,
  indiaMidnight,
  type invoiceRegisterQuerySchema,
  orderReference,
} from '@launchpad/shared';
import type { z } from 'zod';
import { type Cursor, decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import { type CsvExport, nextPosition } from '../../lib/csv-export.ts';
import type { BillingRepository, RegisterRow } from './billing.repository.ts';
import { toSummary } from './document-summary.ts';
import type { AccountHolder } from './invoice-pdf.ts';

/** The columns of the invoice register's CSV export: those GSTR-1 asks of invoices and credit notes. */
export const INVOICE_REGISTER_COLUMNS = [
  'Document',
  'Number',
  'Date',
  'Original invoice',
  'Original invoice date',
  'Order',
  'Recipient',
  'Recipient GSTIN',
  'Place of supply',
  'SAC',
  'GST rate (%)',
  'Taxable value',
  'CGST',
  'SGST/UTGST',
  'IGST',
  'Total',
  'Superseded by',
  'Replaces',
  'Correction reason',
] as const;

type RegisterQuery = z.output<typeof invoiceRegisterQuerySchema>;

/** Whom each document names when its order gave no billing details, by the order owner's id. */
type Holders = Map<string, AccountHolder>;

/**
 * A register line; credit notes reduce the totals, so their amounts are negative. Its recipient is
 * whom the PDF names: the billing details, else the account holder.
 */
function toRegisterEntry(row: RegisterRow, holders: Holders): InvoiceRegisterEntry {
  const sign = row.kind === 'credit-note' ? -1 : 1;
  const summary = toSummary(row, {
    supersededBy:
      row.successorNumber && row.cancellationNumber
        ? { creditNote: row.cancellationNumber, invoice: row.successorNumber }
        : null,
    corrects: row.kind === 'invoice' ? row.predecessorNumber : row.refundId ? null : row.originalNumber,
  });
  const [line] = row.lines;
  return {
    ...summary,
    taxableValue: sign * summary.taxableValue,
    tax: sign * summary.tax,
    total: sign * summary.total,
    cgst: sign * row.cgst,
    sgst: sign * row.sgst,
    igst: sign * row.igst,
    orderId: row.orderId,
    orderReference: orderReference(row.orderId),
    originalInvoice:
      row.originalNumber && row.originalIssuedAt
        ? { number: row.originalNumber, issuedAt: row.originalIssuedAt.toISOString() }
        : null,
    sac: line?.sac ?? '',
    ratePercent: line?.ratePercent ?? 0,
    recipientName: row.recipient?.name ?? holders.get(row.userId)?.name ?? '',
    recipientGstin: row.recipient?.gstin ?? null,
    placeOfSupply: row.placeOfSupply,
  };
}

function registerCells(entry: InvoiceRegisterEntry) {
  const state = gstState(entry.placeOfSupply);
  return [
    entry.title,
    entry.number,
    formatAccountsDate(entry.issuedAt),
    entry.originalInvoice?.number,
    entry.originalInvoice ? formatAccountsDate(entry.originalInvoice.issuedAt) : null,
    entry.orderReference,
    entry.recipientName,
    entry.recipientGstin,
    state ? `${entry.placeOfSupply}-${state.name}` : entry.placeOfSupply,
    entry.sac,
    entry.ratePercent,
    entry.taxableValue,
    entry.cgst,
    entry.sgst,
    entry.igst,
    entry.total,
    entry.supersededBy
      ? `${entry.supersededBy.invoice} (cancelled by ${entry.supersededBy.creditNote})`
      : null,
    entry.kind === 'invoice' ? entry.corrects : null,
    entry.correctionReason,
  ];
}

/** The admin's register of documents between two IST days (both inclusive), newest first. */
export function createInvoiceRegister(
  billingRepo: BillingRepository,
  accountHoldersOf: (userIds: readonly string[]) => Promise<Holders> = async () => new Map(),
) {
  const rangeOf = (query: Pick<RegisterQuery, 'from' | 'to'>) => ({
    from: query.from ? indiaMidnight(query.from) : undefined,
    to: query.to ? indiaMidnight(query.to, 1) : undefined,
  });
  const entriesOf = async (rows: RegisterRow[]) => {
    const unnamed = new Set(rows.filter((row) => !row.recipient).map((row) => row.userId));
    const holders = await accountHoldersOf([...unnamed]);
    return rows.map((row) => toRegisterEntry(row, holders));
  };

  return {
    async page(query: RegisterQuery): Promise<InvoiceRegisterPage> {
      const rows = await billingRepo.register(rangeOf(query), decodeCursor(query.cursor), query.limit + 1);
      const { items, nextCursor } = pageOf(rows, query.limit);
      return { items: await entriesOf(items), nextCursor };
    },

    /** The register as CSV, in the columns of GST returns; credit notes negative. */
    csv(query: Pick<RegisterQuery, 'from' | 'to'>): CsvExport<InvoiceRegisterEntry, Cursor> {
      const range = rangeOf(query);
      return {
        columns: INVOICE_REGISTER_COLUMNS,
        async readBatch(after, limit) {
          const rows = await billingRepo.register(range, after, limit);
          return {
            rows: await entriesOf(rows),
            next: nextPosition(rows, limit, (row) => ({ createdAt: row.cursorAt, id: row.id })),
          };
        },
        cells: registerCells,
      };
    },
  };
}

export type InvoiceRegister = ReturnType<typeof createInvoiceRegister>;
