import { SESSION_HOURS } from '@launchpad/shared';
import { createSigner, createVerifier, type VerifierOptions } from 'fast-jwt';

export const SESSION_TTL_SECONDS = SESSION_HOURS * 60 * 60;

/** How many verified tokens `verify` remembers, oldest forgotten first. */
const REMEMBERED_TOKENS = 1000;

/** What a session token says: whose session it is, and which one (a row of the sessions table). */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  issue(claims: SessionClaims): string;
  /** The claims of a valid token, or null for a forged, expired, malformed or unsigned one. */
  verify(token: string): SessionClaims | null;
}

/**
 * Session tokens are HS256 JWTs signed and verified by fast-jwt, one library for both ends. Only
 * HS256 is accepted (never `none` nor another algorithm), the signature is compared in constant
 * time, and `exp`, `sub` and `sid` are required. `now` replaces the clock in tests.
 */
export function createTokenService(secret: string, now?: () => number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS * 1000 });
  const options: Partial<VerifierOptions> & { key: string } = {
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub', 'sid'],
  };
  const clock = now ?? Date.now;
  const verifyWithSystemClock = createVerifier(options);
  // fast-jwt takes a fixed clock per verifier: a test clock needs one built for each call.
  const verifyPayload = now
    ? (token: string) => createVerifier({ ...options, clockTimestamp: now() })(token)
    : verifyWithSystemClock;
  // Every signed-in request verifies its token, and a browser sends the same one each time: a token
  // verified before is taken from here until its expiry, without the signature check and the
  // parse. Keyed by the whole token, so only the very same text can hit.
  const remembered = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  return {
    issue({ userId, sessionId }) {
      const iat = Math.floor(clock() / 1000);
      return sign({ sub: userId, sid: sessionId, iat });
    },
    verify(token) {
      const known = remembered.get(token);
      if (known && clock() < known.expiresAt) return known.claims;
      let payload: Record<string, unknown>;
      try {
        payload = verifyPayload(token);
      } catch {
        return null;
      }
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = Object.freeze({ userId: payload.sub, sessionId: payload.sid });
      if (remembered.size >= REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
      // `exp` is required, so a verified payload has it.
      remembered.set(token, { claims, expiresAt: (payload.exp as number) * 1000 });
      return claims;
    },
  };
}
