import { describe, expect, it } from 'vitest';
import { customerSearchQuery, emailSearchPrefix } from './admin.repository.ts';
import { parseOrderSearch } from './admin-orders.ts';

describe('parseOrderSearch', () => {
  it('reads 8 to 32 hex digits as the start of an order id, as a range of ids', () => {
    expect(parseOrderSearch('#3F2A9C1B')).toEqual({
      kind: 'order-id',
      from: '3f2a9c1b-0000-0000-0000-000000000000',
      to: '3f2a9c1b-ffff-ffff-ffff-ffffffffffff',
    });
    const id = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';
    expect(parseOrderSearch(id)).toEqual({ kind: 'order-id', from: id, to: id });
  });

  it('reads anything else as part of a name or email', () => {
    expect(parseOrderSearch('Priya')).toEqual({ kind: 'customer', term: 'Priya' });
    expect(parseOrderSearch('3f2a9c1')).toEqual({ kind: 'customer', term: '3f2a9c1' });
    expect(parseOrderSearch('priya@example.in')).toEqual({ kind: 'customer', term: 'priya@example.in' });
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
