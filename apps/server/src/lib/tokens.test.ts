import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-secret-that-is-long-enough-for-hs256-tokens';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, key = secret) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};
const now = 1_800_000_000;
const tokens = createTokenService(secret, () => now * 1000);
const claims = { sub: 'user-1', sid: 'session-1', iat: now, exp: now + 60 };

describe('token service', () => {
  it('verifies what it issues, with the claims', () => {
    const token = tokens.issue({ userId: 'user-1', sessionId: 'session-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });

  it('accepts a token signed elsewhere with the same secret and the same claims', () => {
    expect(tokens.verify(sign({ alg: 'HS256', typ: 'JWT' }, claims))).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
    });
  });

  it('refuses an expired token and one not valid yet', () => {
    const token = tokens.issue({ userId: 'user-1', sessionId: 'session-1' });
    const aDayLater = createTokenService(secret, () => (now + 24 * 3600 + 1) * 1000);
    expect(aDayLater.verify(token)).toBeNull();
    expect(tokens.verify(sign({ alg: 'HS256' }, { ...claims, nbf: now + 30 }))).toBeNull();
  });

  it('refuses alg none, other algorithms, critical extensions and missing claims', () => {
    expect(tokens.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeNull();
    expect(tokens.verify(sign({ alg: 'HS512' }, claims))).toBeNull();
    expect(tokens.verify(sign({ alg: 'HS256', crit: ['b64'] }, claims))).toBeNull();
    const { exp: _exp, ...noExpiry } = claims;
    expect(tokens.verify(sign({ alg: 'HS256' }, noExpiry))).toBeNull();
    const { sid: _sid, ...noSession } = claims;
    expect(tokens.verify(sign({ alg: 'HS256' }, noSession))).toBeNull();
    expect(tokens.verify(sign({ alg: 'HS256' }, { ...claims, sid: 7 }))).toBeNull();
  });

  it('refuses another secret, a changed payload, bad encodings and the wrong shape', () => {
    const good = sign({ alg: 'HS256' }, claims);
    const [h, , s] = good.split('.');
    expect(tokens.verify(sign({ alg: 'HS256' }, claims, 'another-secret-another-secret-xx'))).toBeNull();
    expect(tokens.verify(`${h}.${b64({ ...claims, sub: 'admin' })}.${s}`)).toBeNull();
    expect(tokens.verify(`${good}.x`)).toBeNull();
    expect(tokens.verify('not-a-token')).toBeNull();
    expect(tokens.verify(`${b64([1])}.${b64(claims)}.${s}`)).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });

  it('answers a token verified before from memory until its expiry, and only that very token', () => {
    let clock = now * 1000;
    const remembering = createTokenService(secret, () => clock);
    const token = sign({ alg: 'HS256' }, claims);
    expect(remembering.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    const [h, p, s] = token.split('.');
    expect(remembering.verify(`${h}.${p}.${s?.slice(0, -2)}AA`)).toBeNull();
    expect(remembering.verify(`${h}.${b64({ ...claims, sub: 'admin' })}.${s}`)).toBeNull();
    clock = (claims.exp - 1) * 1000;
    expect(remembering.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    clock = (claims.exp + 1) * 1000;
    expect(remembering.verify(token)).toBeNull();
  });

  it('keeps verifying every token when more are in use than it remembers', () => {
    const many = Array.from({ length: 1500 }, (_, i) =>
      sign({ alg: 'HS256' }, { ...claims, sid: `session-${i}` }),
    );
    for (const round of [1, 2]) {
      for (const [i, token] of many.entries()) {
        expect(tokens.verify(token), `round ${round}, token ${i}`).toEqual({
          userId: 'user-1',
          sessionId: `session-${i}`,
        });
      }
    }
  });
});
