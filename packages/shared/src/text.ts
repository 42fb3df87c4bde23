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

/** Every text a person types: a string without control characters other than tab and line feed. */
export function plainText() {
  // A pattern rather than a refinement, so that the API document states the rule too.
  return z.string().regex(withoutControlCharacters, controlCharactersMessage);
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
