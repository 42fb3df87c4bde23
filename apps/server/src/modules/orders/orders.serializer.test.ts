import { findPackage, launchPackages, type Order, orderListSchema, successEnvelope } from '@launchpad/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema.ts';
import { orderListReplyJson } from './orders.serializer.ts';
import { toOrder } from './orders.service.ts';

const listReply = successEnvelope(orderListSchema);

/** What the route's schema would send: zod's encoding, then JSON.stringify. */
const schemaJson = (reply: { success: true; data: Order[]; message?: string }) =>
  JSON.stringify(listReply.encode(reply));

function buildOrderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: '3f2c9a4e-8b1d-4c6f-9e2a-1b7d5c3e9f01',
    userId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    packageId: 'growth',
    packageName: 'Growth',
    amount: 49999,
    status: 'in-progress',
    notes: null,
    paymentMethod: null,
    paidAt: null,
    createdAt: new Date('2026-01-15T09:30:00.123Z'),
    updatedAt: new Date('2026-01-16T10:00:00.000Z'),
    ...overrides,
  };
}

describe('orderListReplyJson', () => {
  it('writes what the schema encodes for orders with and without notes and payment method', () => {
    const data = [
      toOrder(buildOrderRow()),
      toOrder(buildOrderRow({ packageId: 'enterprise', packageName: 'Enterprise', amount: 199999 })),
      toOrder(buildOrderRow({ notes: 'Call after 6 pm', paymentMethod: 'UPI', status: 'completed' })),
      toOrder(buildOrderRow({ notes: '', paymentMethod: '' })),
    ];
    const json = orderListReplyJson({ success: true, data });
    expect(json).toBe(schemaJson({ success: true, data }));
    expect(listReply.parse(JSON.parse(json))).toEqual({ success: true, data });
  });

  it('escapes quotes, backslashes, line breaks, control characters and lone surrogates in notes', () => {
    const notes = 'He said "ship it"\\ now\nline two\r\t\u0000\u001f\u007f </script> ₹ 🚀 \ud800 end \udfff';
    const data = [toOrder(buildOrderRow({ notes, paymentMethod: 'CARD "visa"', packageName: 'Gr\\owth' }))];
    const json = orderListReplyJson({ success: true, data });
    expect(json).toBe(schemaJson({ success: true, data }));
    expect(JSON.parse(json).data[0].notes).toBe(notes);
  });

  it('escapes a special character in any text field, not only in notes', () => {
    for (const special of ['"', '\\', '\n', '\u0001', '\ud83d', '\u2028']) {
      const row = buildOrderRow({ id: `a${special}b`, packageName: `P${special}` });
      const data = [{ ...toOrder(row), status: `s${special}`, createdAt: `t${special}`, updatedAt: special }];
      expect(orderListReplyJson({ success: true, data })).toBe(schemaJson({ success: true, data }));
    }
  });

  it("sends each catalogue package's features, and an empty list for a retired package", () => {
    const data = [
      ...launchPackages.map((p) => toOrder(buildOrderRow({ packageId: p.id, packageName: p.name }))),
      toOrder(buildOrderRow({ packageId: 'retired', packageName: 'Retired', amount: 100 })),
    ];
    const parsed = JSON.parse(orderListReplyJson({ success: true, data })).data as Order[];
    expect(parsed.map((o) => o.features)).toEqual([...launchPackages.map((p) => p.features), []]);
    expect(parsed.at(-1)?.packageValue).toBe(100);
  });

  it('encodes a feature list that is not the catalogue’s own array by value', () => {
    const features = [...(findPackage('scale')?.features ?? []), 'A "custom" extra'];
    const data = [{ ...toOrder(buildOrderRow({ packageId: 'scale' })), features }];
    expect(orderListReplyJson({ success: true, data })).toBe(schemaJson({ success: true, data }));
  });

  it('writes an empty list and an optional message like the schema', () => {
    expect(orderListReplyJson({ success: true, data: [] })).toBe(schemaJson({ success: true, data: [] }));
    const withMessage = { success: true as const, data: [toOrder(buildOrderRow())], message: 'Done "ok"' };
    expect(orderListReplyJson(withMessage)).toBe(schemaJson(withMessage));
  });

  it('refuses an amount that is not a whole number instead of sending it', () => {
    const data = [{ ...toOrder(buildOrderRow()), amount: Number.NaN }];
    expect(() => orderListReplyJson({ success: true, data })).toThrow(TypeError);
  });

  it('matches the schema encoding for any orders', () => {
    // Any code point, lone surrogates and control characters included, in every text field.
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'binary-ascii', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    );
    const order: fc.Arbitrary<Order> = fc.record({
      id: fc.oneof(fc.uuid(), anyText),
      packageId: fc.oneof(fc.constantFrom(...launchPackages.map((p) => p.id)), anyText),
      packageName: anyText,
      amount: fc.integer(),
      packageValue: fc.maxSafeInteger(),
      status: anyText,
      notes: fc.option(anyText, { nil: null }),
      paymentMethod: fc.option(anyText, { nil: null }),
      features: fc.oneof(
        fc.constantFrom(...launchPackages.map((p) => p.features)),
        fc.array(anyText, { maxLength: 5 }),
      ),
      createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      updatedAt: anyText,
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 5 }), (data) => {
        expect(orderListReplyJson({ success: true, data })).toBe(schemaJson({ success: true, data }));
      }),
      { numRuns: 300 },
    );
  });
});
