import { describe, expect, it } from 'vitest';
import {
  creditNoteAmounts,
  type DocumentAmounts,
  documentNumber,
  financialYear,
  gstinCheckCharacter,
  gstinProblem,
  gstStates,
  INVOICE_PREFIX_MAX_LENGTH,
  isValidGstin,
  rupeesInWords,
  splitTax,
} from './index.ts';

describe('GSTIN', () => {
  it('accepts a published GSTIN whose check character matches', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it('refuses a GSTIN with one character mistyped', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
  });

  it('refuses the wrong shape and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/15 characters/);
    const first14 = '99AAPFU0939F1Z';
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toMatch(/state code/);
  });

  it('lists every state code once, with Karnataka as 29', () => {
    expect(new Set(gstStates.map((s) => s.code)).size).toBe(gstStates.length);
    expect(gstStates.find((s) => s.code === '29')?.name).toBe('Karnataka');
    expect(gstStates).toHaveLength(37);
  });
});

describe('splitTax', () => {
  it('charges CGST and SGST at 9% each inside the supplier’s state', () => {
    expect(splitTax(49_999, '29', '29')).toMatchObject({
      kind: 'intra',
      cgst: 4500,
      sgst: 4500,
      stateTaxName: 'SGST',
      igst: 0,
      tax: 9000,
      total: 58_999,
    });
  });

  it('charges IGST at 18% to another state', () => {
    expect(splitTax(49_999, '29', '27')).toMatchObject({
      kind: 'inter',
      cgst: 0,
      sgst: 0,
      igst: 9000,
      tax: 9000,
      total: 58_999,
    });
  });

  it('names the state tax UTGST in a union territory without a legislature', () => {
    expect(splitTax(1000, '04', '04')).toMatchObject({ stateTaxName: 'UTGST', cgst: 90, sgst: 90 });
    expect(splitTax(1000, '07', '07').stateTaxName).toBe('SGST');
  });

  it('rounds each tax to the nearest rupee, halves up', () => {
    // 9% of 24,999 is 2,249.91; 18% is 4,499.82.
    expect(splitTax(24_999, '29', '29')).toMatchObject({ cgst: 2250, sgst: 2250, total: 29_499 });
    expect(splitTax(24_999, '29', '33')).toMatchObject({ igst: 4500, total: 29_499 });
    // 9% of 50 is 4.5: up to 5. 18% of 47 is 8.46: down to 8.
    expect(splitTax(50, '29', '29').cgst).toBe(5);
    expect(splitTax(47, '29', '27').igst).toBe(8);
  });
});

describe('rupeesInWords', () => {
  it('writes amounts in Indian numbering', () => {
    expect(rupeesInWords(1)).toBe('Rupees One only');
    expect(rupeesInWords(99_999)).toBe('Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine only');
    expect(rupeesInWords(1_99_999)).toBe(
      'Rupees One Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only',
    );
    expect(rupeesInWords(10_00_000)).toBe('Rupees Ten Lakh only');
    expect(rupeesInWords(58_999)).toBe('Rupees Fifty-Eight Thousand Nine Hundred Ninety-Nine only');
    expect(rupeesInWords(12_34_56_789)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine only',
    );
    expect(rupeesInWords(110)).toBe('Rupees One Hundred Ten only');
  });
});

describe('financialYear', () => {
  it('turns over at midnight of 1 April in India', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59Z')).label).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toEqual({ startYear: 2027, label: '27-28' });
    expect(financialYear(new Date('2026-11-23T10:00:00Z')).label).toBe('26-27');
    expect(financialYear(new Date('2100-01-01T00:00:00Z')).label).toBe('99-00');
  });
});

describe('documentNumber', () => {
  it('numbers invoices and credit notes in series of at most 16 characters', () => {
    expect(documentNumber('LP', 'invoice', '26-27', 1)).toBe('LP/26-27/00001');
    expect(documentNumber('LP', 'credit-note', '26-27', 42)).toBe('LPC/26-27/00042');
    const longest = documentNumber('X'.repeat(INVOICE_PREFIX_MAX_LENGTH), 'credit-note', '26-27', 99_999);
    expect(longest).toHaveLength(16);
  });

  it('refuses a serial that would not fit', () => {
    expect(() => documentNumber('LP', 'invoice', '26-27', 100_000)).toThrow(RangeError);
    expect(() => documentNumber('LP', 'invoice', '26-27', 0)).toThrow(RangeError);
  });
});

describe('credit note amounts', () => {
  const intra: DocumentAmounts = { taxableValue: 49_999, cgst: 4500, sgst: 4500, igst: 0 };
  const inter: DocumentAmounts = { taxableValue: 99_999, cgst: 0, sgst: 0, igst: 18_000 };
  const nothing: DocumentAmounts = { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
  const add = (a: DocumentAmounts, b: DocumentAmounts): DocumentAmounts => ({
    taxableValue: a.taxableValue + b.taxableValue,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
  });

  it('reverses exactly the invoice for a full refund', () => {
    expect(creditNoteAmounts(intra, nothing, 58_999)).toEqual({ ...intra, total: 58_999 });
    expect(creditNoteAmounts(inter, nothing, 117_999)).toEqual({ ...inter, total: 117_999 });
  });

  it('reverses each tax in proportion to a partial refund, rounded to the rupee', () => {
    // 10,000 of 58,999: CGST 4,500 × 10,000 / 58,999 = 762.72 → 763 each half.
    expect(creditNoteAmounts(intra, nothing, 10_000)).toEqual({
      taxableValue: 8474,
      cgst: 763,
      sgst: 763,
      igst: 0,
      total: 10_000,
    });
    // 10,000 of 1,17,999: IGST 18,000 × 10,000 / 1,17,999 = 1,525.44 → 1,525.
    expect(creditNoteAmounts(inter, nothing, 10_000)).toEqual({
      taxableValue: 8475,
      cgst: 0,
      sgst: 0,
      igst: 1525,
      total: 10_000,
    });
  });

  it('makes a partial refund and the rest add up to the invoice', () => {
    const first = creditNoteAmounts(intra, nothing, 10_000);
    const rest = creditNoteAmounts(intra, first, 48_999);
    expect(rest.total).toBe(48_999);
    expect(add(first, rest)).toEqual(intra);
  });

  it('never exceeds the invoice or goes below zero over many small refunds', () => {
    for (const invoice of [intra, inter, { taxableValue: 24_999, cgst: 2250, sgst: 2250, igst: 0 }]) {
      const total = invoice.taxableValue + invoice.cgst + invoice.sgst + invoice.igst;
      let credited = nothing;
      let refunded = 0;
      // ₹6 then ₹1 crosses the rounding step of both halves with a one-rupee refund.
      for (const refund of [6, 1, 2, 1, 7, 13, 1, 1, 997, 1, 2, 3, 5000]) {
        const note = creditNoteAmounts(invoice, credited, refund);
        expect(note.total).toBe(refund);
        for (const value of [note.taxableValue, note.cgst, note.sgst, note.igst]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        credited = add(credited, note);
        refunded += refund;
        expect(credited.cgst).toBeLessThanOrEqual(invoice.cgst);
        expect(credited.igst).toBeLessThanOrEqual(invoice.igst);
        expect(credited.taxableValue).toBeLessThanOrEqual(invoice.taxableValue);
      }
      const last = creditNoteAmounts(invoice, credited, total - refunded);
      expect(add(credited, last)).toEqual(invoice);
    }
  });

  it('credits a bill of supply without tax', () => {
    const bill: DocumentAmounts = { taxableValue: 49_999, cgst: 0, sgst: 0, igst: 0 };
    expect(creditNoteAmounts(bill, nothing, 5000)).toEqual({ ...nothing, taxableValue: 5000, total: 5000 });
  });
});
