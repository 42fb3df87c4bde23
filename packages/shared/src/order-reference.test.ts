import { describe, expect, it } from 'vitest';
import { ORDER_REFERENCE_HEX_DIGITS, orderReference, parseOrderReference } from './order-reference.ts';

/** Version 4 ids from a seeded generator (mulberry32), so a failure can be replayed. */
function* randomIds(count: number, seed = 20261121) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let n = 0; n < count; n++) {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
    yield `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}

const id = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';

describe('orderReference', () => {
  it('writes the first 40 bits of the id in Crockford base32, grouped after LP', () => {
    expect(orderReference(id)).toBe('LP-7WN9-R6WD');
    expect(orderReference(id.toUpperCase())).toBe('LP-7WN9-R6WD');
    expect(orderReference('00000000-0000-4000-8000-000000000000')).toBe('LP-0000-0000');
    expect(orderReference('ffffffff-ffff-4fff-bfff-ffffffffffff')).toBe('LP-ZZZZ-ZZZZ');
  });

  it('depends only on the start of the id', () => {
    expect(orderReference('3f2a9c1b-8dff-4fff-bfff-ffffffffffff')).toBe(orderReference(id));
    expect(orderReference('3f2a9c1b-8c4e-4f00-9a7b-0123456789ab')).not.toBe(orderReference(id));
  });

  it('never uses a symbol that reads as another', () => {
    for (const orderId of randomIds(500)) {
      expect(orderReference(orderId)).toMatch(/^LP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
  });

  it('refuses what is not an order id', () => {
    expect(() => orderReference('order-1')).toThrow(TypeError);
    expect(() => orderReference('3f2a9c1b8d4e4f009a7b0123456789ab')).toThrow(TypeError);
    expect(() => orderReference(`${id}0`)).toThrow(TypeError);
    expect(() => orderReference('')).toThrow(TypeError);
  });
});

describe('parseOrderReference', () => {
  it('gives back the start of the id the reference came from', () => {
    for (const orderId of randomIds(500)) {
      expect(parseOrderReference(orderReference(orderId))).toBe(
        orderId.replaceAll('-', '').slice(0, ORDER_REFERENCE_HEX_DIGITS),
      );
    }
    expect(parseOrderReference('LP-0000-0000')).toBe('0000000000');
    expect(parseOrderReference('LP-ZZZZ-ZZZZ')).toBe('ffffffffff');
  });

  it('reads any case, spacing, dashes, a leading # and an absent prefix alike', () => {
    for (const typed of [
      'LP-7WN9-R6WD',
      'lp-7wn9-r6wd',
      'Lp7Wn9R6wD',
      '  LP 7WN9 R6WD ',
      '#LP-7WN9-R6WD',
      'LP–7WN9–R6WD',
      '7WN9-R6WD',
      '7wn9r6wd',
      '7 W N 9 R 6 W D',
    ]) {
      expect(parseOrderReference(typed), typed).toBe('3f2a9c1b8d');
    }
  });

  it('reads the letters people write for zero and one as those digits', () => {
    expect(parseOrderReference('LP-O0I1-L100')).toBe(parseOrderReference('LP-0011-1100'));
    expect(parseOrderReference('oil1-0000')).toBe(parseOrderReference('0111-0000'));
  });

  it('rejects what is not a reference', () => {
    for (const junk of [
      '',
      'LP',
      'LP-7WN9-R6W',
      'LP-7WN9-R6WDX',
      '7WN9-R6W',
      'LP-7WN9-R6WU',
      'LP-7WN9-R6W!',
      'XX-7WN9-R6WD',
      'LP-7WN9_R6WD',
      'priya@example.in',
      '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab',
      'LP2611211A2B3C4D5E6F70',
    ]) {
      expect(parseOrderReference(junk), junk).toBeNull();
    }
  });
});
