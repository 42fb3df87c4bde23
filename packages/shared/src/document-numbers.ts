// Document numbers: the Indian financial year, and the `{prefix}/yy-yy/nnnnn` of Rule 46.

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
