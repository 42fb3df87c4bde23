/**
 * The short reference people read, say and type for an order, e.g. "LP-7K3Q-9XMD": the first
 * 40 bits of the order's id in Crockford's base32 (https://www.crockford.com/base32.html), which has
 * no I, L, O or U, so nothing in it can be misread as another symbol. Being derived from the id, it
 * needs no column and never changes. Ids are random (version 4), so two orders share a reference
 * with odds of about n² / 2⁴¹ for n orders (1 in 22,000 at ten thousand orders; decision 015); if
 * two ever do, each page still addresses its order by id, and a search for the reference lists both.
 */

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const prefix = 'LP';
const symbolCount = 8;
/** Hex digits of the id that the reference carries: 8 symbols of 5 bits. */
export const ORDER_REFERENCE_HEX_DIGITS = 10;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a GUID, in any case: what ids of orders, users and files look like. */
export const isGuid = (value: unknown): value is string => typeof value === 'string' && uuid.test(value);

/** The order's reference, "LP-" and two groups of four symbols. Throws for anything not an order id. */
export function orderReference(orderId: string): string {
  if (!isGuid(orderId)) throw new TypeError('An order reference needs an order id');
  // The 40 bits are the id's first group (32) and the first two digits of its second (8); each
  // symbol takes the next 5, high to low, in 32-bit integer arithmetic. It runs for every order of
  // every list, so it avoids building the digits one string at a time.
  const high = Number.parseInt(orderId.slice(0, 8), 16);
  const low = Number.parseInt(orderId.slice(9, 11), 16);
  const at = (value: number) => alphabet.charAt(value);
  return (
    `${prefix}-${at(high >>> 27)}${at((high >>> 22) & 31)}${at((high >>> 17) & 31)}${at((high >>> 12) & 31)}` +
    `-${at((high >>> 7) & 31)}${at((high >>> 2) & 31)}${at(((high & 3) << 3) | (low >>> 5))}${at(low & 31)}`
  );
}

/** Crockford's decoding: any case, and the letters people write for 0 and 1 read as those. */
const symbolValues = new Map<string, number>([
  ...[...alphabet].map((symbol, value) => [symbol, value] as const),
  ['O', 0],
  ['I', 1],
  ['L', 1],
]);

/** Spaces and dashes of any kind (a reference pasted from a mail may carry typographic ones). */
const separators = /[\s\u002D\u2010-\u2015\u2212]/g;

/**
 * The start of the order id that a typed reference names, as 10 lowercase hex digits, or null when
 * the text is not a reference. Case, spaces, dashes, a leading "#" and the "LP" prefix are optional:
 * "LP-7K3Q-9XMD", "lp7k3q9xmd" and "7K3Q 9XMD" all name the same orders.
 */
export function parseOrderReference(text: string): string | null {
  let symbols = text.replace(separators, '').toUpperCase();
  if (symbols.startsWith('#')) symbols = symbols.slice(1);
  if (symbols.length === prefix.length + symbolCount && symbols.startsWith(prefix)) {
    symbols = symbols.slice(prefix.length);
  }
  if (symbols.length !== symbolCount) return null;
  let bits = 0;
  for (const symbol of symbols) {
    const value = symbolValues.get(symbol);
    if (value === undefined) return null;
    bits = bits * 32 + value;
  }
  return bits.toString(16).padStart(ORDER_REFERENCE_HEX_DIGITS, '0');
}

/**
 * The range of id starts (10 lowercase hex digits each) that the beginning of a reference names:
 * 4 to 7 of its symbols, with or without the "LP" prefix ("LP-7K3Q", "lp7k3q9", "7K3Q"), or null
 * for anything else.
 */
export function parseOrderReferencePrefix(text: string): { from: string; to: string } | null {
  let symbols = text.replace(separators, '').toUpperCase();
  if (symbols.startsWith('#')) symbols = symbols.slice(1);
  // "LP" typed says what follows is a reference; without it, the symbols alone may be one.
  if (symbols.startsWith(prefix)) symbols = symbols.slice(prefix.length);
  if (symbols.length < 4 || symbols.length >= symbolCount) return null;
  let bits = 0;
  for (const symbol of symbols) {
    const value = symbolValues.get(symbol);
    if (value === undefined) return null;
    bits = bits * 32 + value;
  }
  const span = 2 ** (5 * (symbolCount - symbols.length));
  const hex = (value: number) => value.toString(16).padStart(ORDER_REFERENCE_HEX_DIGITS, '0');
  return { from: hex(bits * span), to: hex(bits * span + span - 1) };
}
