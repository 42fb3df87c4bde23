import { errors, jwtVerify, SignJWT } from 'jose';

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

export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, sessionVersion }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + SESSION_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        // Only HS256: a token with `alg: none` or any other algorithm is refused by jose here.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
        return { userId: payload.sub, sessionVersion: payload.sv };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
