// CSV for spreadsheets (RFC 4180 quoting) that cannot be turned into formulas: a cell starting with
// =, +, -, @, a tab or a carriage return gets a leading apostrophe, as OWASP advises against CSV
// injection (https://owasp.org/www-community/attacks/CSV_Injection). A spreadsheet set to split on
// semicolons (or tabs) would start a new cell inside ours, so a formula start after any separator
// gets the apostrophe too, and the cell is quoted whole.

const formulaStart = /^[=+\-@\t\r]/;
/** A separator some spreadsheet splits on, then (after spaces) what starts a formula. */
const formulaAfterSeparator = /([;,\t\r\n][ ]*)([=+\-@])/g;
const needsQuotes = /[",;\t\r\n]/;

/** One cell: neutralised, then quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number is never a formula: -9000 (a credit note's amount) stays a number for the spreadsheet.
  if (typeof value === 'number') return String(value);
  let text = String(value).replace(formulaAfterSeparator, "$1'$2");
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, ended with CRLF as RFC 4180 says: the one CSV writer of the server's and the web's exports. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Makes Excel read the file as UTF-8 (names in Devanagari, the rupee sign). */
export const UTF8_BOM = '\uFEFF';
