import type { InvoiceSummary } from '@launchpad/shared';
import type { InvoiceRow } from '../../db/schema.ts';
import { documentTitle } from './invoice-pdf.ts';

/** How a document stands to a correction: what replaced it, or which invoice it corrects. */
export interface CorrectionLinks {
  supersededBy: InvoiceSummary['supersededBy'];
  corrects: string | null;
}

const uncorrected: CorrectionLinks = { supersededBy: null, corrects: null };

/** A document as its order lists it: number, title and amounts, positive whatever its kind. */
export function toSummary(row: InvoiceRow, links: CorrectionLinks = uncorrected): InvoiceSummary {
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
    supersededBy: links.supersededBy,
    corrects: links.corrects,
    correctionReason: row.reason,
    recipient: row.recipient,
  };
}

/** Whether a credit note cancels its invoice for a correction (it documents no refund). */
export const isCorrectionNote = (row: Pick<InvoiceRow, 'kind' | 'refundId'>) =>
  row.kind === 'credit-note' && row.refundId === null;

/** The documents of one order, each with its place in the corrections among them. */
export function summariesOfOrder(rows: InvoiceRow[]): InvoiceSummary[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const successor = rows.find((other) => other.supersedes === row.id);
    const cancellation = rows.find((other) => other.refersTo === row.id && isCorrectionNote(other));
    const corrected = isCorrectionNote(row) ? row.refersTo : row.supersedes;
    return toSummary(row, {
      supersededBy:
        successor && cancellation ? { creditNote: cancellation.number, invoice: successor.number } : null,
      corrects: corrected ? (byId.get(corrected)?.number ?? null) : null,
    });
  });
}
