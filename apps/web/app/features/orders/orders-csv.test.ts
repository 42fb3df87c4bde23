import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../test/build-order.ts';
import { csvCell, ordersCsvFileName, ordersToCsv } from './orders-csv.ts';

describe('csvCell', () => {
  it('quotes every field and doubles quotes inside it', () => {
    expect(csvCell('Growth')).toBe('"Growth"');
    expect(csvCell('Say "hi", then leave')).toBe('"Say ""hi"", then leave"');
    expect(csvCell(49999)).toBe('"49999"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('+91 98765')).toBe('"\'+91 98765"');
    expect(csvCell('-5')).toBe('"\'-5"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });
});

describe('ordersToCsv', () => {
  it('writes a header and one row per order: id, package, amount, status, payment method, IST date', () => {
    const paid = buildOrder({
      id: 'order-1',
      packageId: 'growth',
      status: 'in-progress',
      paymentMethod: 'UPI',
      createdAt: '2026-11-20T20:00:00.000Z',
    });
    const pending = buildOrder({
      id: 'order-2',
      packageId: 'starter',
      createdAt: '2026-11-19T06:00:00.000Z',
    });

    expect(ordersToCsv([paid, pending]).split('\r\n')).toEqual([
      '"Order ID","Package","Amount (INR)","Status","Payment Method","Date"',
      '"order-1","Growth","49999","In Progress","UPI","2026-11-21"',
      '"order-2","Starter","24999","Pending Payment","Not specified","2026-11-19"',
      '',
    ]);
  });

  it('neutralises a package name that starts like a formula', () => {
    const csv = ordersToCsv([buildOrder({ packageId: 'legacy', packageName: '=cmd|calc' })]);
    expect(csv).toContain('"\'=cmd|calc"');
  });
});

describe('ordersCsvFileName', () => {
  it('names the file after the IST day', () => {
    expect(ordersCsvFileName(new Date('2026-11-21T19:00:00.000Z'))).toBe('launchpad-orders-2026-11-22.csv');
  });
});
