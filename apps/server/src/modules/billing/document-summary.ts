import type { InvoiceSummary } from '@launchpad/shared';
import type { InvoiceRow } from '../../db/schema.ts';
import { documentTitle } from './invoice-pdf.ts';

/** A document as its order lists it: number, title and amounts, positive whatever its kind. */
export function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    title: documentTitle(row),
    issuedAt: row.issuedAt.toISOString(),
    taxableValue: row.taxableValue,
    tax: row.cgst + row.sgst + row.igst,
    total: row.total,
    refundId: row.refundId,
  };
}
