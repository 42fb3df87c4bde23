import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAccountsDate,
  formatAccountsDateTime,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  formatInr,
  formatIsoDay,
  formatPaise,
  formatTime,
} from './format.ts';

describe('formatInr', () => {
  it('formats rupees in Indian grouping without decimals', () => {
    expect(formatInr(199999)).toBe('₹1,99,999');
    expect(formatInr(24999)).toBe('₹24,999');
    expect(formatInr(10000000)).toBe('₹1,00,00,000');
    expect(formatInr(49999.6)).toBe('₹50,000');
    expect(formatInr(0)).toBe('₹0');
  });
});

describe('formatPaise', () => {
  it('shows whole rupees without decimals', () => {
    expect(formatPaise(4999900)).toBe('₹49,999');
    expect(formatPaise(14999900)).toBe('₹1,49,999');
    expect(formatPaise(100)).toBe('₹1');
  });

  it('keeps the paise of an amount that is not whole rupees', () => {
    expect(formatPaise(50)).toBe('₹0.50');
    expect(formatPaise(4999950)).toBe('₹49,999.50');
  });
});

describe('formatIndianNumber', () => {
  it('groups in lakhs and crores', () => {
    expect(formatIndianNumber(1000000)).toBe('10,00,000');
  });
});

describe('amounts, written without Intl', () => {
  // What the browser's en-IN formatters write, which the hand-written ones must match.
  const intlInr = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const intlInrWithPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  const intlPlain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  // Whole amounts up to a thousand crore either way.
  const whole = fc.integer({ min: -1e10, max: 1e10 });

  it('writes rupees and plain numbers as Intl en-IN does', () => {
    fc.assert(
      fc.property(whole, (n) => {
        expect(formatInr(n)).toBe(intlInr.format(n));
        expect(formatIndianNumber(n)).toBe(intlPlain.format(n));
      }),
    );
  });

  it('writes paise as Intl en-IN does', () => {
    fc.assert(
      fc.property(whole, (paise) => {
        const expected =
          paise % 100 === 0 ? intlInr.format(paise / 100) : intlInrWithPaise.format(paise / 100);
        expect(formatPaise(paise)).toBe(expected);
      }),
    );
    expect(formatPaise(-50)).toBe('-₹0.50');
    expect(formatPaise(-123456789)).toBe('-₹12,34,567.89');
  });

  it('rounds to the nearest rupee and groups in lakhs and crores', () => {
    expect(formatInr(-1000)).toBe('-₹1,000');
    expect(formatInr(123456789012)).toBe('₹1,23,45,67,89,012');
    expect(formatInr(999.5)).toBe('₹1,000');
    expect(formatIndianNumber(99999.4)).toBe('99,999');
  });
});

describe('times, in India Standard Time', () => {
  it('shows the date and time in IST with the zone named, whatever the machine zone', () => {
    expect(formatDateTime('2026-11-21T05:21:00.000Z')).toBe('21 Nov 2026, 10:51 am IST');
  });

  it('moves to the next IST day at 18:30 UTC', () => {
    expect(formatDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 am IST');
    expect(formatDate('2026-11-21T18:29:59Z')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T18:30:00Z')).toBe('22 Nov 2026');
    expect(formatIsoDay('2026-11-21T18:30:00Z')).toBe('2026-11-22');
  });

  it('writes the IST day and 24-hour time as accounts do', () => {
    expect(formatAccountsDate('2026-11-27T18:29:59Z')).toBe('27-11-2026');
    expect(formatAccountsDate('2026-11-27T18:30:00Z')).toBe('28-11-2026');
    expect(formatAccountsDateTime('2026-11-27T08:35:00Z')).toBe('27-11-2026 14:05');
    expect(formatAccountsDateTime('2026-11-27T18:40:00Z')).toBe('28-11-2026 00:10');
  });

  it('shows a time of day in IST with the zone named', () => {
    expect(formatTime('2026-11-21T14:15:00Z')).toBe('7:45 pm IST');
  });

  it('takes milliseconds and dates as well as ISO strings', () => {
    const moment = Date.parse('2026-11-21T05:21:00Z');
    expect(formatDateTime(moment)).toBe('21 Nov 2026, 10:51 am IST');
    expect(formatDateTime(new Date(moment))).toBe('21 Nov 2026, 10:51 am IST');
  });
});
