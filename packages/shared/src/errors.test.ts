import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, successEnvelope } from './errors.ts';

describe('ok', () => {
  it('wraps data in the success envelope, without a message unless one is given', () => {
    expect(ok({ id: 'o-1' })).toEqual({ success: true, data: { id: 'o-1' } });
    expect(Object.keys(ok(null))).toEqual(['success', 'data']);
  });

  it('carries the message beside the data', () => {
    expect(ok([1, 2], 'Saved')).toEqual({ success: true, data: [1, 2], message: 'Saved' });
  });

  it('builds what the success schema accepts and the failure schema refuses', () => {
    const reply = ok({ n: 1 }, 'Done');
    expect(successEnvelope(z.object({ n: z.number() })).parse(reply)).toEqual(reply);
    expect(errorEnvelopeSchema.safeParse(reply).success).toBe(false);
  });
});
