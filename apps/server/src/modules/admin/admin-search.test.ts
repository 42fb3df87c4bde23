import { orderReference } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { customerSearchQuery, emailSearchPrefix } from './admin.repository.ts';
import { parseOrderSearch } from './admin-orders.ts';
import { phoneDigits, referencePattern } from './admin-references.repository.ts';

describe('parseOrderSearch', () => {
  const id = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';
  const referenceRange = {
    kind: 'order-id',
    from: '3f2a9c1b-8d00-0000-0000-000000000000',
    to: '3f2a9c1b-8dff-ffff-ffff-ffffffffffff',
  };

  it('reads a whole order id as that order', () => {
    expect(parseOrderSearch(id)).toEqual({ kind: 'order-id', from: id, to: id });
    expect(parseOrderSearch(` ${id.toUpperCase().replaceAll('-', '')} `)).toEqual({
      kind: 'order-id',
      from: id,
      to: id,
    });
  });

  it('reads an order reference, however typed, as the range of ids that start with what it carries', () => {
    expect(orderReference(id)).toBe('LP-7WN9-R6WD');
    for (const typed of ['LP-7WN9-R6WD', 'lp7wn9r6wd', '#LP-7WN9-R6WD']) {
      expect(parseOrderSearch(typed), typed).toEqual(referenceRange);
    }
    // Without "LP" it may also be part of a phone number or a payment's reference.
    expect(parseOrderSearch(' 7wn9 r6wd ')).toEqual({ ...referenceRange, orText: '7wn9 r6wd' });
  });

  it('reads a word of eight letters as both a reference and a name', () => {
    expect(parseOrderSearch('PRASHANT')).toEqual({
      kind: 'order-id',
      from: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{2}00-0000-0000-000000000000$/),
      to: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{2}ff-ffff-ffff-ffffffffffff$/),
      orText: 'PRASHANT',
    });
    // I and L read as 1 in a reference, so "Priyanka" is one too.
    expect(parseOrderSearch('Priyanka')).toMatchObject({ kind: 'order-id', orText: 'Priyanka' });
    expect(parseOrderSearch('Madhurya')).toEqual({ kind: 'text', term: 'Madhurya' });
  });

  it('reads the start of a reference typed with its "LP" as the range it names, and as text', () => {
    expect(parseOrderSearch('LP-7WN9-R6W')).toEqual({
      kind: 'order-id',
      from: '3f2a9c1b-8000-0000-0000-000000000000',
      to: '3f2a9c1b-9fff-ffff-ffff-ffffffffffff',
      orText: 'LP-7WN9-R6W',
    });
    expect(parseOrderSearch('lp7wn9')).toMatchObject({
      from: '3f2a9000-0000-0000-0000-000000000000',
      to: '3f2a9fff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(parseOrderSearch('LP-7W')).toEqual({ kind: 'text', term: 'LP-7W' });
  });

  it('reads the first four to seven symbols of a reference typed without its "LP" as the range, and as text', () => {
    expect(parseOrderSearch('7WN9')).toEqual({
      kind: 'order-id',
      from: '3f2a9000-0000-0000-0000-000000000000',
      to: '3f2a9fff-ffff-ffff-ffff-ffffffffffff',
      orText: '7WN9',
    });
    const six = parseOrderSearch('7wn9-r6');
    expect(six).toMatchObject({ kind: 'order-id', orText: '7wn9-r6' });
    if (six?.kind !== 'order-id') throw new Error('not a range');
    expect(six.from <= id && id <= six.to).toBe(true);
    // A name of five letters is also the start of a reference: both are looked for.
    expect(parseOrderSearch('Priya')).toMatchObject({ kind: 'order-id', orText: 'Priya' });
  });

  it('reads anything else as text', () => {
    expect(parseOrderSearch('Pri')).toEqual({ kind: 'text', term: 'Pri' });
    expect(parseOrderSearch('Ushma')).toEqual({ kind: 'text', term: 'Ushma' });
    expect(parseOrderSearch('3f2')).toEqual({ kind: 'text', term: '3f2' });

    expect(parseOrderSearch('priya@example.in')).toEqual({ kind: 'text', term: 'priya@example.in' });
    expect(parseOrderSearch(undefined)).toBeUndefined();
  });
});

describe('customerSearchQuery', () => {
  it('asks for every typed word as the start of a word', () => {
    expect(customerSearchQuery('Priya SHA')).toBe('priya:* & sha:*');
    expect(customerSearchQuery('priya.sharma@example.in')).toBe('priya:* & sharma:* & example:* & in:*');
  });

  it('keeps letters with their marks, so Indian scripts stay whole', () => {
    expect(customerSearchQuery('प्रिया')).toBe('प्रिया:*');
  });

  it('lets no query syntax through', () => {
    expect(customerSearchQuery("a' | b:* & !c")).toBe('a:* & b:* & c:*');
    expect(customerSearchQuery('%_&|!')).toBeUndefined();
  });
});

describe('emailSearchPrefix', () => {
  it('turns a search with an @ into an email prefix, wildcards escaped', () => {
    expect(emailSearchPrefix(' Priya.Sharma@Example.in ')).toBe('priya.sharma@example.in%');
    expect(emailSearchPrefix('a_b%c@x')).toBe('a\\_b\\%c@x%');
    expect(emailSearchPrefix('priya sharma')).toBeUndefined();
  });
});

describe('reference and phone searches', () => {
  it('look for part of a reference only in a word with a digit, at least four long', () => {
    expect(referencePattern(' a1b2c3 ')).toBe('%a1b2c3%');
    expect(referencePattern('rpay_Zq81')).toBe('%rpay\\_Zq81%');
    expect(referencePattern('Priya')).toBeUndefined();
    expect(referencePattern('a1b')).toBeUndefined();
    expect(referencePattern('priya2@example.in')).toBeUndefined();
    expect(referencePattern('50%')).toBeUndefined();
  });

  it('look for part of a phone number by its digits, however spaced', () => {
    expect(phoneDigits('+91 98765-43210')).toBe('919876543210');
    expect(phoneDigits('(080) 2222')).toBe('0802222');
    expect(phoneDigits('987')).toBeUndefined();
    expect(phoneDigits('98765 abc')).toBeUndefined();
  });
});
