import { authProvidersSchema, orderListSchema, orderStatuses, successEnvelope } from '@launchpad/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyListReply, anyOrder as order } from '../../test/arbitraries.ts';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

/** What the zod schema itself makes of a value: the shape the serializer must send, unknown keys dropped. */
const encoded = (schema: z.ZodType, value: unknown) => JSON.parse(JSON.stringify(z.encode(schema, value)));

describe('responseSerializerCompiler', () => {
  it('writes exactly what the zod schema encodes, for any orders list', () => {
    const schema = successEnvelope(orderListSchema);
    const serialize = compile(schema);
    fc.assert(
      fc.property(anyListReply(order), (reply) => {
        expect(JSON.parse(serialize(reply))).toEqual(encoded(schema, reply));
      }),
    );
  });

  it('leaves out fields the contract does not declare', () => {
    const serialize = compile(z.object({ id: z.string(), owner: z.object({ name: z.string() }) }));
    const body = JSON.parse(
      serialize({ id: 'a', passwordHash: 'secret', owner: { name: 'N', isAdmin: true } }),
    );
    expect(body).toEqual({ id: 'a', owner: { name: 'N' } });
  });

  it('refuses a reply without a required field instead of sending a partial one', () => {
    const serialize = compile(z.object({ id: z.string(), amount: z.number().int() }));
    expect(() => serialize({ id: 'a' })).toThrow(/amount/);
  });

  it('picks the branch of a union and writes records keyed by status', () => {
    const providers = compile(authProvidersSchema);
    const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p' };
    expect(JSON.parse(providers({ google: false }))).toEqual({ google: false });
    expect(JSON.parse(providers({ google: true, firebase, extra: 1 }))).toEqual({ google: true, firebase });
    const counts = z.object({ ordersByStatus: z.record(z.enum(orderStatuses), z.number().int()) });
    const byStatus = Object.fromEntries(orderStatuses.map((status, index) => [status, index]));
    expect(JSON.parse(compile(counts)({ ordersByStatus: byStatus }))).toEqual({ ordersByStatus: byStatus });
  });

  it('writes nullable fields as one type or null, without trying branches', () => {
    const schema = responseJsonSchema(
      z.object({ note: z.string().nullable(), count: z.number().int().nullable() }),
    );
    expect(schema.properties).toMatchObject({
      note: { type: ['string', 'null'] },
      count: { type: ['integer', 'null'] },
    });
    const serialize = compile(z.object({ note: z.string().nullable() }));
    expect(serialize({ note: null })).toBe('{"note":null}');
    expect(serialize({ note: 'a "quoted" note' })).toBe('{"note":"a \\"quoted\\" note"}');
  });
});
