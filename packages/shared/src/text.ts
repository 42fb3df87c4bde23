import { z } from 'zod';

/** Control characters: everything in C0 and C1 but tab and line feed, and DEL. */
const controlRange = '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F';
const controlCharacter = new RegExp(`[${controlRange}]`);
/** A text without a control character, written as the pattern the API document shows. */
const withoutControlCharacters = new RegExp(`^[^${controlRange}]*$`);

/** Said of a text field holding a control character (a NUL byte, an escape, a carriage return…). */
export const controlCharactersMessage = 'Must not contain control characters';

/** Whether a text holds no control character other than a tab or a line feed. */
export function hasNoControlCharacters(value: string): boolean {
  return !controlCharacter.test(value);
}

/**
 * Text that is well-formed UTF-16: every surrogate in a pair. JSON can carry a lone one
 * (`"\ud800"`), which no UTF-8 encoding, jsonb value or mail can hold. The same pattern decides
 * alike with and without the `u` flag, as the API document's readers may apply either.
 */
const wellFormed = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** Said of a text field holding half of a surrogate pair, which is no character at all. */
export const malformedTextMessage = 'Must be valid Unicode text';

/** Whether a text holds no lone surrogate. */
export function isWellFormedText(value: string): boolean {
  return wellFormed.test(value);
}

/**
 * Every text a person types: a string without control characters other than tab and line feed,
 * and without a lone surrogate.
 */
export function plainText() {
  // Patterns rather than refinements, so that the API document states the rules too.
  return z
    .string()
    .regex(withoutControlCharacters, controlCharactersMessage)
    .regex(wellFormed, malformedTextMessage);
}

/**
 * Direction overrides and isolates (U+202A–202E, U+2066–2069): in a name printed on an invoice or
 * greeted in a mail they reorder what follows, so the name reads as something else.
 */
const withoutDirectionOverrides = /^[^\u202A-\u202E\u2066-\u2069]*$/;

/** Said of a name holding a direction override. */
export const directionOverrideMessage = 'Must not contain direction-override characters';

/** A person's or a billing name: plain text that cannot reorder itself. */
export function nameText() {
  return plainText().regex(withoutDirectionOverrides, directionOverrideMessage);
}

/**
 * Characters that show nothing: spaces, format characters (zero-width joiners, direction
 * overrides and isolates), combining marks on their own, and the fillers some scripts have.
 */
const invisibleClass = '\\p{Z}\\p{Cf}\\p{Cc}\\p{Mn}\\p{Me}\\u115F\\u1160\\u3164\\uFFA0\\u2800';
const invisible = new RegExp(`[${invisibleClass}]`, 'gu');

/** Whether a text shows at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(invisible, '').length > 0;
}

/**
 * A text that shows at least one character, or an empty one (which a length rule answers with its
 * own message). A pattern, so the API document states it: Unicode property escapes, as JSON Schema
 * patterns are read (ECMA-262 with the `u` flag).
 */
export const showsACharacter = new RegExp(`^(?:$|[\\s\\S]*[^${invisibleClass}])`, 'u');

/**
 * At least `min` characters once the text is trimmed, as a pattern: JSON Schema's `minLength` counts
 * the untrimmed text (so `" "` would pass it), while a pattern that needs `min` characters from the
 * first visible one to the last says the same of the text before and after trimming.
 */
export function trimmedAtLeast(min: number): RegExp {
  return min <= 1 ? /\S/ : new RegExp(`\\S[\\s\\S]{${min - 2},}\\S`);
}
