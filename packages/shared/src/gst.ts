// GST rules the invoices follow (docs/billing.md). Plain functions without zod: the light runtime
// of static pages may import them.

/** A GST state or union-territory code (the first two digits of a GSTIN) and its name. */
export interface GstState {
  code: string;
  name: string;
  /** A union territory without a legislature charges UTGST in place of SGST. */
  utgst: boolean;
}

/** GST state codes as the GST portal lists them. */
export const gstStates: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', utgst: false },
  { code: '02', name: 'Himachal Pradesh', utgst: false },
  { code: '03', name: 'Punjab', utgst: false },
  { code: '04', name: 'Chandigarh', utgst: true },
  { code: '05', name: 'Uttarakhand', utgst: false },
  { code: '06', name: 'Haryana', utgst: false },
  { code: '07', name: 'Delhi', utgst: false },
  { code: '08', name: 'Rajasthan', utgst: false },
  { code: '09', name: 'Uttar Pradesh', utgst: false },
  { code: '10', name: 'Bihar', utgst: false },
  { code: '11', name: 'Sikkim', utgst: false },
  { code: '12', name: 'Arunachal Pradesh', utgst: false },
  { code: '13', name: 'Nagaland', utgst: false },
  { code: '14', name: 'Manipur', utgst: false },
  { code: '15', name: 'Mizoram', utgst: false },
  { code: '16', name: 'Tripura', utgst: false },
  { code: '17', name: 'Meghalaya', utgst: false },
  { code: '18', name: 'Assam', utgst: false },
  { code: '19', name: 'West Bengal', utgst: false },
  { code: '20', name: 'Jharkhand', utgst: false },
  { code: '21', name: 'Odisha', utgst: false },
  { code: '22', name: 'Chhattisgarh', utgst: false },
  { code: '23', name: 'Madhya Pradesh', utgst: false },
  { code: '24', name: 'Gujarat', utgst: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', utgst: true },
  { code: '27', name: 'Maharashtra', utgst: false },
  { code: '29', name: 'Karnataka', utgst: false },
  { code: '30', name: 'Goa', utgst: false },
  { code: '31', name: 'Lakshadweep', utgst: true },
  { code: '32', name: 'Kerala', utgst: false },
  { code: '33', name: 'Tamil Nadu', utgst: false },
  { code: '34', name: 'Puducherry', utgst: false },
  { code: '35', name: 'Andaman and Nicobar Islands', utgst: true },
  { code: '36', name: 'Telangana', utgst: false },
  { code: '37', name: 'Andhra Pradesh', utgst: false },
  { code: '38', name: 'Ladakh', utgst: true },
  { code: '97', name: 'Other Territory', utgst: true },
];

export const gstStateCodes = gstStates.map((s) => s.code) as [string, ...string[]];

export function gstState(code: string): GstState | undefined {
  return gstStates.find((s) => s.code === code);
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Two-digit state, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The shape of a GSTIN in either case (the server upper-cases it), for the API document. */
export const GSTIN_PATTERN = '[0-9]{2}[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]';

/** What a GSTIN must also satisfy beyond its shape, which no JSON Schema pattern can say. */
export const GSTIN_FURTHER_CHECKS =
  'Its first two digits are a GST state code and equal `state`, and its last character is the check character computed from the first fourteen.';

/** The check character of a GSTIN from its first 14 characters (weights 1, 2 alternating, base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN cannot be accepted, or null when it is a well-formed GSTIN of a known state. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'A GSTIN has 15 characters, e.g. 29ABCDE1234F1Z5';
  if (!gstState(gstin.slice(0, 2))) return 'The GSTIN does not start with a GST state code';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'The GSTIN’s check character does not match; please check it for typing errors';
  }
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

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

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${ones[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Whole rupees in words with Indian grouping (crore, lakh, thousand). */
export function numberInIndianWords(value: number): string {
  const n = Math.trunc(Math.abs(value));
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Fifty-Eight Thousand Nine Hundred Ninety-Nine only", as invoices state totals. */
export function rupeesInWords(value: number): string {
  return `Rupees ${numberInIndianWords(value)} only`;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (1 April to 31 March, in IST) of a moment: 2026-04-01 -> '26-27'. */
export function financialYear(at: Date): { startYear: number; label: string } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, label: `${two(startYear)}-${two(startYear + 1)}` };
}

/** Rule 46: a document number has at most 16 characters (letters, digits, '-' and '/'). */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
export const SERIAL_DIGITS = 5;
/** `{prefix}/yy-yy/nnnnn` has 12 characters besides the prefix; credit notes add 'C' to it. */
export const INVOICE_PREFIX_MAX_LENGTH = DOCUMENT_NUMBER_MAX_LENGTH - 13;

/** An invoice number like `LP/26-27/00001`; a credit note's series adds 'C': `LPC/26-27/00001`. */
export function documentNumber(
  prefix: string,
  kind: 'invoice' | 'credit-note',
  fyLabel: string,
  serial: number,
): string {
  if (!Number.isInteger(serial) || serial < 1 || serial >= 10 ** SERIAL_DIGITS) {
    throw new RangeError(`Document serial ${serial} is outside 1–${10 ** SERIAL_DIGITS - 1}`);
  }
  const series = kind === 'credit-note' ? `${prefix}C` : prefix;
  return `${series}/${fyLabel}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}
