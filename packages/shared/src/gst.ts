import { gstState } from './gst-states.ts';

// GST rules the invoices follow (docs/billing.md): the rate, the split of a supply's tax, rounding,
// and what a credit note reverses. Plain functions without zod: the light runtime of static pages
// may import them.

/** GST on professional services (SAC 9982, 9983): 18%. */
export const GST_RATE_PERCENT = 18;

/** How the tax of one supply is split, in whole rupees. */
export interface TaxSplit {
  taxableValue: number;
  /** 'intra': CGST + SGST (or UTGST) in the supplier's state; 'inter': IGST. */
  kind: 'intra' | 'inter';
  ratePercent: number;
  cgst: number;
  /** SGST, or UTGST in a union territory without a legislature (`stateTaxName`). */
  sgst: number;
  stateTaxName: 'SGST' | 'UTGST';
  igst: number;
  tax: number;
  total: number;
}

/**
 * The GST on `taxableValue` rupees supplied from `supplierState` to `placeOfSupply`: CGST and SGST
 * at half the rate each inside the supplier's state, IGST across states (s.12(2) IGST Act). Each
 * tax is rounded to the nearest rupee (s.170 CGST Act), so both halves are always equal.
 */
export function splitTax(
  taxableValue: number,
  supplierState: string,
  placeOfSupply: string,
  ratePercent: number = GST_RATE_PERCENT,
): TaxSplit {
  const intra = supplierState === placeOfSupply;
  const stateTaxName = gstState(supplierState)?.utgst ? 'UTGST' : 'SGST';
  if (intra) {
    const half = roundRupees((taxableValue * ratePercent) / 200);
    return {
      taxableValue,
      kind: 'intra',
      ratePercent,
      cgst: half,
      sgst: half,
      stateTaxName,
      igst: 0,
      tax: 2 * half,
      total: taxableValue + 2 * half,
    };
  }
  const igst = roundRupees((taxableValue * ratePercent) / 100);
  return {
    taxableValue,
    kind: 'inter',
    ratePercent,
    cgst: 0,
    sgst: 0,
    stateTaxName,
    igst,
    tax: igst,
    total: taxableValue + igst,
  };
}

/** Nearest whole rupee, halves up (s.170 CGST Act); tolerant of binary fractions like 4499.5000001. */
export function roundRupees(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/** The amounts of a tax document or of what credit notes reversed, in whole rupees. */
export interface DocumentAmounts {
  taxableValue: number;
  cgst: number;
  /** SGST or UTGST. */
  sgst: number;
  igst: number;
}

const taxKeys = ['cgst', 'sgst', 'igst'] as const;

function totalOf(amounts: DocumentAmounts): number {
  return amounts.taxableValue + amounts.cgst + amounts.sgst + amounts.igst;
}

/**
 * What a credit note for a refund of `refund` whole rupees reverses of its invoice, given what
 * earlier credit notes of that invoice reversed (`credited`). Each tax is reversed in proportion to
 * everything refunded so far, rounded to the rupee (s.170 CGST Act), less what was reversed before,
 * so rounding never drifts; the taxable value is the rest, so the note's total is the refund. The
 * notes of one invoice never exceed it, and the refund that completes it reverses exactly what is
 * left.
 */
export function creditNoteAmounts(
  invoice: DocumentAmounts,
  credited: DocumentAmounts,
  refund: number,
): DocumentAmounts & { total: number } {
  const invoiceTotal = totalOf(invoice);
  const remaining: DocumentAmounts = {
    taxableValue: invoice.taxableValue - credited.taxableValue,
    cgst: invoice.cgst - credited.cgst,
    sgst: invoice.sgst - credited.sgst,
    igst: invoice.igst - credited.igst,
  };
  const refundedSoFar = totalOf(credited) + refund;
  if (refundedSoFar >= invoiceTotal || invoiceTotal <= 0) {
    return { ...remaining, total: totalOf(remaining) };
  }
  const note: DocumentAmounts = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const key of taxKeys) {
    const reversedSoFar = roundRupees((invoice[key] * refundedSoFar) / invoiceTotal);
    note[key] = Math.min(Math.max(reversedSoFar - credited[key], 0), remaining[key]);
  }
  note.taxableValue = refund - note.cgst - note.sgst - note.igst;
  // A refund of a rupee or two can cross a rounding step of both halves at once: the tax waits for
  // a later note rather than the taxable value going below zero.
  while (note.taxableValue < 0) {
    const largest = taxKeys.reduce((a, b) => (note[b] > note[a] ? b : a));
    note[largest] -= 1;
    note.taxableValue += 1;
  }
  // And the taxable value never passes what is left of it; the rest is tax still to reverse.
  let excess = note.taxableValue - remaining.taxableValue;
  if (excess > 0) {
    note.taxableValue = remaining.taxableValue;
    for (const key of taxKeys) {
      const room = remaining[key] - note[key];
      const moved = Math.min(room, excess);
      note[key] += moved;
      excess -= moved;
    }
  }
  return { ...note, total: totalOf(note) };
}
