import { z } from 'zod';

/** Control characters: everything in C0 and C1 but tab and line feed, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const controlCharacter = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Said of a text field holding a control character (a NUL byte, an escape, a carriage return…). */
export const controlCharactersMessage = 'Must not contain control characters';

/** Whether a text holds no control character other than a tab or a line feed. */
export function hasNoControlCharacters(value: string): boolean {
  return !controlCharacter.test(value);
}

/** Every text a person types: a string without control characters other than tab and line feed. */
export function plainText() {
  return z.string().refine(hasNoControlCharacters, controlCharactersMessage);
}

/**
 * Characters that show nothing: spaces, format characters (zero-width joiners, direction
 * overrides and isolates), combining marks on their own, and the fillers some scripts have.
 */
const invisible = /[\p{Z}\p{Cf}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a text shows at least one character. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(invisible, '').length > 0;
}
