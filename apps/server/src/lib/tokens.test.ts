import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, verifyHs256 } from './tokens.ts';

const secret = 'a-secret-that-is-long-enough-for-hs256-tokens';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, key = secret) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};
const now = 1_800_000_000;

describe('token service', () => {
  it('verifies what it issues, with the claims', async () => {
    const tokens = createTokenService(secret, () => now * 1000);
    const token = await tokens.issue({ userId: 'user-1', sessionVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionVersion: 3 });
  });

  it('accepts tokens signed by jose with the same secret', async () => {
    const token = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(secret));
    expect(verifyHs256(token, Buffer.from(secret), now)).toMatchObject({ sub: 'u', sv: 0 });
  });

  it('refuses an expired token and one not valid yet', async () => {
    const tokens = createTokenService(secret, () => now * 1000);
    const token = await tokens.issue({ userId: 'user-1', sessionVersion: 0 });
    const later = createTokenService(secret, () => (now + 24 * 3600) * 1000);
    expect(await later.verify(token)).toBeNull();
    expect(
      verifyHs256(
        sign({ alg: 'HS256' }, { sub: 'u', sv: 0, exp: now + 60, nbf: now + 30 }),
        Buffer.from(secret),
        now,
      ),
    ).toBeNull();
  });

  it('refuses alg none, other algorithms, critical extensions and a missing expiry', () => {
    const key = Buffer.from(secret);
    const claims = { sub: 'u', sv: 0, exp: now + 60 };
    expect(verifyHs256(`${b64({ alg: 'none' })}.${b64(claims)}.`, key, now)).toBeNull();
    expect(verifyHs256(sign({ alg: 'HS512' }, claims), key, now)).toBeNull();
    expect(verifyHs256(sign({ alg: 'HS256', crit: ['b64'] }, claims), key, now)).toBeNull();
    expect(verifyHs256(sign({ alg: 'HS256' }, { sub: 'u', sv: 0 }), key, now)).toBeNull();
    expect(verifyHs256(sign({ alg: 'HS256' }, claims), key, now)).toMatchObject(claims);
  });

  it('refuses another secret, a changed payload, bad encodings and the wrong shape', () => {
    const key = Buffer.from(secret);
    const claims = { sub: 'u', sv: 0, exp: now + 60 };
    const good = sign({ alg: 'HS256' }, claims);
    const [h, , s] = good.split('.');
    expect(
      verifyHs256(sign({ alg: 'HS256' }, claims, 'another-secret-another-secret-xx'), key, now),
    ).toBeNull();
    expect(verifyHs256(`${h}.${b64({ ...claims, sub: 'admin' })}.${s}`, key, now)).toBeNull();
    expect(verifyHs256(`${good}=`, key, now)).toBeNull();
    expect(verifyHs256(`${good}.x`, key, now)).toBeNull();
    expect(verifyHs256('not-a-token', key, now)).toBeNull();
    expect(verifyHs256(`${b64([1])}.${b64(claims)}.${s}`, key, now)).toBeNull();
    expect(verifyHs256('', key, now)).toBeNull();
  });
});
