import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export interface SessionClaims {
  userId: string;
  sessionVersion: number;
}

export interface TokenService {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for a forged, expired, malformed or unsigned one. */
  verify(token: string): Promise<SessionClaims | null>;
}

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Tokens are issued with jose. They are verified here with node:crypto's HMAC: jose verifies
 * through WebCrypto's asynchronous jobs, about 49 µs a token against 4 µs, on every signed-in
 * request. The rules are the same: exactly three base64url parts, a header that says HS256 and
 * asks for no extensions, a signature compared in constant time, and a token that has not expired.
 */
export function verifyHs256(
  token: string,
  secret: Buffer,
  nowSeconds: number,
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header64, payload64, signature64] = parts as [string, string, string];
  const header = decodeJson(header64);
  if (header?.alg !== 'HS256' || header.crit !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`${header64}.${payload64}`).digest();
  const given = Buffer.from(signature64, 'base64url');
  // A signature that does not re-encode to itself carries characters base64url does not allow.
  if (given.length !== expected.length || given.toString('base64url') !== signature64) return null;
  if (!timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(payload64);
  if (!payload || typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) return null;
  return payload;
}

export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const secretBytes = Buffer.from(secret, 'utf8');
  // jose signs with a WebCrypto key; imported once, not on every call.
  const signingKey = webcrypto.subtle.importKey(
    'raw',
    secretBytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return {
    async issue({ userId, sessionVersion }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + SESSION_TTL_SECONDS)
        .sign(await signingKey);
    },
    async verify(token) {
      const payload = verifyHs256(token, secretBytes, Math.floor(now() / 1000));
      if (!payload || typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
      return { userId: payload.sub, sessionVersion: payload.sv };
    },
  };
}
