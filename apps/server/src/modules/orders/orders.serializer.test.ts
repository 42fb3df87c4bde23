import { launchPackages, orderListResponseSchema } from '@launchpad/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyListReply, anyOrder } from '../../../test/arbitraries.ts';
import { orderListReplyJson } from './orders.serializer.ts';

const schema = orderListResponseSchema;
/** What the route's schema makes of a reply: the shape that must be sent, unknown keys dropped. */
const encoded = (reply: z.output<typeof schema>) => JSON.parse(JSON.stringify(z.encode(schema, reply)));

// An order as `toOrder` gives it: the catalogue's own features array, or any other.
const listedOrder = fc
  .tuple(anyOrder, fc.option(fc.constantFrom(...launchPackages), { nil: undefined }))
  .map(([order, launchPackage]) => (launchPackage ? { ...order, features: launchPackage.features } : order));

describe('orderListReplyJson', () => {
  it('writes what the route schema encodes, for any list, with or without a message', () => {
    fc.assert(
      fc.property(anyListReply(listedOrder, 6), (reply) => {
        expect(JSON.parse(orderListReplyJson(reply))).toEqual(encoded(reply));
      }),
    );
  });

  it("reuses a catalogue package's features and writes any other list itself", () => {
    const [growth] = launchPackages.filter((p) => p.id === 'growth');
    fc.assert(
      fc.property(anyOrder, (order) => {
        for (const features of [
          growth?.features ?? [],
          [...(growth?.features ?? []), 'One more "feature"'],
          [],
        ]) {
          const body = JSON.parse(orderListReplyJson({ success: true, data: [{ ...order, features }] }));
          expect(body.data[0].features).toEqual(features);
        }
      }),
    );
  });

  it('refuses an order without a required field instead of sending a partial one', () => {
    const [order] = fc.sample(anyOrder, 1);
    const { amount: _, ...partial } = order as NonNullable<typeof order>;
    expect(() =>
      orderListReplyJson({ success: true, data: [partial as unknown as NonNullable<typeof order>] }),
    ).toThrow(/amount/);
  });
});
