import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { decodeCursor, decodePosition, encodeCursor, encodePosition, pageOf } from './cursor-paging.ts';

describe('cursors', () => {
  it('round-trip a position with microseconds', () => {
    const cursor = { createdAt: '2026-01-02T03:04:05.123456Z', id: '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    'not base64 json',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('["2026-01-02T03:04:05.123Z","3f2a9c1b-8d4e-4f00-9a7b-0123456789ab"]').toString('base64url'),
    Buffer.from('["2026-01-02T03:04:05.123456Z","1; drop table orders"]').toString('base64url'),
  ])('refuse %j with a 400', (value) => {
    expect(() => decodeCursor(value)).toThrow(AppError);
    try {
      decodeCursor(value);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(400);
    }
  });
});

describe('positions of lists in another order', () => {
  const read = ([flag, day, ...rest]: unknown[]) =>
    rest.length === 0 && typeof flag === 'boolean' && typeof day === 'string' ? { flag, day } : undefined;

  it('round-trip the values a list reads back', () => {
    expect(decodePosition(encodePosition([true, '2026-12-01']), read)).toEqual({
      flag: true,
      day: '2026-12-01',
    });
    expect(decodePosition(undefined, read)).toBeUndefined();
  });

  it.each(['%%%', encodePosition(['yes', '2026-12-01']), Buffer.from('{"flag":true}').toString('base64url')])(
    'refuse %j with a 400 when the list does not recognise it',
    (value) => {
      expect(() => decodePosition(value, read)).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'validation_failed' }),
      );
    },
  );
});

describe('pageOf', () => {
  const row = (n: number) => ({ id: `id-${n}`, cursorAt: `2026-01-0${n}T00:00:00.000000Z` });

  it('keeps `limit` rows and points the next page after the last of them when one more was found', () => {
    const { items, nextCursor } = pageOf([row(3), row(2), row(1)], 2);
    expect(items).toEqual([row(3), row(2)]);
    expect(nextCursor).toBe(encodeCursor({ createdAt: row(2).cursorAt, id: 'id-2' }));
  });

  it('has no next page when no extra row came back', () => {
    expect(pageOf([row(2), row(1)], 2).nextCursor).toBeNull();
  });
});
