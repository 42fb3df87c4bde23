import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.ts';
import { billingDetailsRequestSchema } from './billing.ts';
import { contactRequestSchema } from './contact.ts';
import {
  hasNoControlCharacters,
  hasVisibleCharacter,
  isWellFormedText,
  plainText,
  showsACharacter,
  trimmedAtLeast,
} from './text.ts';

describe('hasNoControlCharacters', () => {
  it('allows tab and line feed, and refuses NUL, escape, carriage return, DEL and C1 controls', () => {
    expect(hasNoControlCharacters('Line one\n\tLine two ₹ 🚀')).toBe(true);
    for (const control of ['\u0000', '\u001b', '\r', '\u007f', '\u0085', '\u0008']) {
      expect(hasNoControlCharacters(`a${control}b`), JSON.stringify(control)).toBe(false);
    }
  });
});

describe('hasVisibleCharacter', () => {
  it('refuses text made only of spaces, zero-width and direction-override characters', () => {
    for (const text of [
      '\u202e\u202d',
      '\u200b\u200c\u200d',
      '\u2066\u2069 \u00a0',
      '\u3164\u115f',
      '\u0301',
    ]) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
    }
    expect(hasVisibleCharacter('\u202eAsha')).toBe(true);
    expect(hasVisibleCharacter('आशा')).toBe(true);
  });
});

// The patterns the API document shows must say exactly what the checks decide.
const someText = fc.string({ unit: 'binary', maxLength: 12 });
const spacedText = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', 'a', 'ब', '\u200b', '.'), { maxLength: 12 })
  .map((parts) => parts.join(''));

describe('showsACharacter', () => {
  it('accepts exactly the empty text and the texts that show a character', () => {
    fc.assert(
      fc.property(fc.oneof(someText, spacedText), (text) => {
        expect(showsACharacter.test(text)).toBe(text === '' || hasVisibleCharacter(text));
      }),
    );
  });
});

describe('trimmedAtLeast', () => {
  it('accepts exactly the texts that keep at least that many characters once trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(someText, spacedText), fc.integer({ min: 1, max: 6 }), (text, min) => {
        expect(trimmedAtLeast(min).test(text)).toBe(text.trim().length >= min);
      }),
    );
  });
});

describe('text fields of the contracts', () => {
  it('answer on the field for a control character', () => {
    const result = contactRequestSchema.safeParse({
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'Hello\u0000',
      message: 'A message\nwith two lines',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['subject']);
  });

  it('refuse a billing name that shows nothing, as for a person', () => {
    const result = billingDetailsRequestSchema.safeParse({
      name: '\u200b\u3164 \u200d',
      address: '4 Linking Road, Mumbai 400050',
      state: '27',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Enter a name with visible letters'],
    ]);
  });

  it('refuse a name that shows nothing', () => {
    const result = registerRequestSchema.safeParse({
      name: '\u200b\u00a0',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
      password: 'correct horse battery',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Enter a name with visible letters'],
    ]);
  });

  it('refuse a lone surrogate, which no mail nor jsonb value can hold, and keep emoji', () => {
    const text = plainText();
    for (const lone of ['\ud800', 'a\udfff', '\ud83d', 'x\ude80y']) {
      expect(text.safeParse(lone).error?.issues[0]?.message, JSON.stringify(lone)).toBe(
        'Must be valid Unicode text',
      );
    }
    expect(text.safeParse('Launch 🚀 आशा').success).toBe(true);
  });

  it('refuse a direction override or isolate in a billing name or a person name', () => {
    for (const mark of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      const billing = billingDetailsRequestSchema.safeParse({
        name: `Asha ${mark}Verma`,
        address: '4 Linking Road, Mumbai 400050',
        state: '27',
      });
      expect(billing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['name', 'Must not contain direction-override characters'],
      ]);
      const person = registerRequestSchema.safeParse({
        name: `Asha ${mark}Verma`,
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        password: 'correct horse battery',
      });
      expect(person.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['name', 'Must not contain direction-override characters'],
      ]);
    }
  });
});

describe('isWellFormedText', () => {
  it('decides as the pattern read with the u flag, which the API document’s readers may use', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 8 }),
        fc.constantFrom('', '\ud800', '\udc00'),
        (text, lone) => {
          const value = `${text}${lone}`;
          const withU = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/u;
          expect(isWellFormedText(value)).toBe(withU.test(value));
          // Split by code point, a lone surrogate stands alone as one unit of the surrogate range.
          expect(isWellFormedText(value)).toBe(Array.from(value).every((c) => !/^[\uD800-\uDFFF]$/.test(c)));
        },
      ),
    );
  });
});
