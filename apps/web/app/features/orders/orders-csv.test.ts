import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../test/build-order.ts';
import { ordersCsvFileName, ordersToCsv } from './orders-csv.ts';

describe('ordersToCsv', () => {
  it('writes a header and one row per order: reference, package, fee, GST, refunded, paid, status, payment method, IST date', () => {
    const paid = buildOrder({
      id: '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab',
      packageId: 'growth',
      status: 'in-progress',
      gst: 9000,
      refundedFee: 8474,
      refundedGst: 1526,
      paymentMethod: 'UPI',
      createdAt: '2026-11-20T20:00:00.000Z',
    });
    const pending = buildOrder({
      id: '00000000-0000-4000-8000-000000000002',
      packageId: 'starter',
      createdAt: '2026-11-19T06:00:00.000Z',
    });

    expect(ordersToCsv([paid, pending]).split('\r\n')).toEqual([
      'Order ID,Package,Fee (INR),GST (INR),Refunded (INR),Paid (INR),Status,Payment Method,Date',
      'LP-7WN9-R6WD,Growth,49999,9000,10000,48999,In Progress,UPI,2026-11-21',
      'LP-0000-0000,Starter,24999,0,0,0,Pending Payment,Not specified,2026-11-19',
      '',
    ]);
  });

  it('neutralises a package name that starts like a formula', () => {
    const csv = ordersToCsv([buildOrder({ packageId: 'legacy', packageName: '=cmd|calc' })]);
    expect(csv).toContain(",'=cmd|calc,");
  });
});

describe('ordersCsvFileName', () => {
  it('names the file after the IST day', () => {
    expect(ordersCsvFileName(new Date('2026-11-21T19:00:00.000Z'))).toBe('launchpad-orders-2026-11-22.csv');
  });
});
