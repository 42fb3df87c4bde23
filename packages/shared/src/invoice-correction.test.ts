import { describe, expect, it } from 'vitest';
import { splitTax } from './gst.ts';
import { correctedTaxSplit, correctionNote, invoiceCorrectionRequestSchema } from './invoice-correction.ts';

describe('correctedTaxSplit', () => {
  it('moves the GST of an invoice within the state to IGST for another state, totals unchanged', () => {
    const karnataka = { taxableValue: 49_999, cgst: 4500, sgst: 4500, igst: 0 };
    expect(correctedTaxSplit(karnataka, '29', '27')).toEqual({
      taxableValue: 49_999,
      cgst: 0,
      sgst: 0,
      igst: 9000,
    });
  });

  it('halves IGST into CGST and SGST within the state, the odd rupee on CGST', () => {
    // 18% of ₹49,995 is ₹8,999.10: ₹8,999 as IGST, while two halves taxed afresh would be ₹9,000.
    const inter = splitTax(49_995, '29', '27');
    expect(inter.igst).toBe(8999);
    const corrected = correctedTaxSplit(inter, '29', '29');
    expect(corrected).toEqual({ taxableValue: 49_995, cgst: 4500, sgst: 4499, igst: 0 });
    expect(corrected.taxableValue + corrected.cgst + corrected.sgst).toBe(inter.total);
  });

  it('keeps the split when the place of supply stays on its side', () => {
    const intra = { taxableValue: 24_999, cgst: 2250, sgst: 2250, igst: 0 };
    expect(correctedTaxSplit(intra, '07', '07')).toEqual(intra);
    const inter = { taxableValue: 24_999, cgst: 0, sgst: 0, igst: 4500 };
    expect(correctedTaxSplit(inter, '07', '33')).toEqual(inter);
  });

  it('leaves a bill of supply without tax', () => {
    const bill = { taxableValue: 49_999, cgst: 0, sgst: 0, igst: 0 };
    expect(correctedTaxSplit(bill, '29', '27')).toEqual(bill);
  });
});

describe('invoiceCorrectionRequestSchema', () => {
  const valid = {
    name: 'Acme Widgets Private Limited',
    address: '12 MG Road, Bengaluru 560001',
    state: '29',
    gstin: '29AAPFU0939F1ZR',
    reason: 'The customer gave the wrong GSTIN',
  };

  it('takes corrected details with a GSTIN of their state and a reason', () => {
    expect(invoiceCorrectionRequestSchema.parse(valid)).toMatchObject({ gstin: '29AAPFU0939F1ZR' });
    expect(invoiceCorrectionRequestSchema.parse({ ...valid, gstin: '' }).gstin).toBeNull();
  });

  it('refuses a GSTIN with a wrong check character or of another state, and a missing reason', () => {
    const badCheck = invoiceCorrectionRequestSchema.safeParse({ ...valid, gstin: '29AAPFU0939F1ZS' });
    expect(badCheck.error?.issues[0]).toMatchObject({ path: ['gstin'] });
    const otherState = invoiceCorrectionRequestSchema.safeParse({ ...valid, state: '27' });
    expect(otherState.error?.issues[0]?.message).toContain('registered in Karnataka');
    const noReason = invoiceCorrectionRequestSchema.safeParse({ ...valid, reason: ' ' });
    expect(noReason.error?.issues[0]).toMatchObject({ path: ['reason'] });
  });
});

describe('correctionNote', () => {
  const plain = { kind: 'invoice' as const, supersededBy: null, corrects: null };

  it('says what replaced an invoice, and what a correction’s documents correct', () => {
    expect(correctionNote(plain)).toBeNull();
    expect(
      correctionNote({
        ...plain,
        supersededBy: { creditNote: 'LPC/26-27/00001', invoice: 'LP/26-27/00002' },
      }),
    ).toBe('Superseded by LP/26-27/00002 (cancelled by credit note LPC/26-27/00001)');
    expect(correctionNote({ ...plain, corrects: 'LP/26-27/00001' })).toBe(
      'Re-issued in place of LP/26-27/00001, with corrected billing details',
    );
    expect(correctionNote({ ...plain, kind: 'credit-note', corrects: 'LP/26-27/00001' })).toBe(
      'Cancels LP/26-27/00001: billing details corrected',
    );
  });
});
