import {
  accountMessages,
  emailSchema,
  hasNoControlCharacters,
  messages,
  personNameSchema,
  phoneSchema,
} from '@launchpad/shared';
import { type CryptoKey, errors, importJWK, importX509, type JWK, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.ts';

/** The person a verified Firebase ID token speaks for. */
export interface FirebaseIdentity {
  uid: string;
  email: string;
  name: string | null;
  phone: string | null;
  /** When the person last signed in to Google (the token's `auth_time`), in seconds since the epoch. */
  authTime: number;
}

export interface FirebaseTokenVerifier {
  /** The identity of a valid token; throws AppError for an invalid one or an unverified email. */
  verify(idToken: string): Promise<FirebaseIdentity>;
}

interface Options {
  projectId: string;
  /** Google's x509 map (`{ kid: PEM }`) or a JWK set (`{ keys: [...] }`); both are accepted. */
  keysUrl: string;
  now?: () => number;
}

const DEFAULT_KEYS_TTL_MS = 60 * 60 * 1000;
const MAX_KEYS_TTL_MS = 24 * 60 * 60 * 1000;
// An unknown `kid` refetches the keys (Google rotates them), but not more than once a minute.
const MIN_REFRESH_INTERVAL_MS = 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

function ttlFrom(cacheControl: string | null): number {
  const maxAge = /max-age=(\d+)/i.exec(cacheControl ?? '')?.[1];
  if (!maxAge) return DEFAULT_KEYS_TTL_MS;
  return Math.min(Number(maxAge) * 1000, MAX_KEYS_TTL_MS);
}

async function parseKeys(document: unknown): Promise<Map<string, CryptoKey>> {
  const keys = new Map<string, CryptoKey>();
  if (typeof document !== 'object' || document === null) return keys;
  const jwks = (document as { keys?: unknown }).keys;
  if (Array.isArray(jwks)) {
    for (const jwk of jwks as JWK[]) {
      if (typeof jwk.kid !== 'string' || jwk.kty !== 'RSA') continue;
      keys.set(jwk.kid, (await importJWK(jwk, 'RS256')) as CryptoKey);
    }
    return keys;
  }
  for (const [kid, pem] of Object.entries(document)) {
    if (typeof pem === 'string') keys.set(kid, await importX509(pem, 'RS256'));
  }
  return keys;
}

/**
 * The token's profile through the contracts of sign-up: a signed token is Google's word on who signs
 * in, not on what our columns accept. A name or phone that a form would refuse is dropped; an email
 * that a form would refuse (a NUL byte, no domain…) refuses the sign-in.
 */
function claimedProfile(
  email: string,
  name: unknown,
  phone: unknown,
): Omit<FirebaseIdentity, 'uid' | 'authTime'> {
  const address = emailSchema.safeParse(email);
  if (!address.success) throw new AppError('bad_request', accountMessages.googleEmailUnusable);
  const person = personNameSchema.safeParse(name);
  const number = phoneSchema.safeParse(phone);
  return {
    email: address.data,
    name: person.success ? person.data : null,
    phone: number.success ? number.data : null,
  };
}

/**
 * Verifies Firebase ID tokens as Firebase documents for third-party JWT libraries
 * (firebase.google.com/docs/auth/admin/verify-id-tokens): RS256 with one of Google's current keys,
 * `aud` the project id, `iss` https://securetoken.google.com/<project>, `exp` in the future,
 * `iat` and `auth_time` in the past, a non-empty `sub`; and, for us, a verified email.
 */
export function createFirebaseTokenVerifier({
  projectId,
  keysUrl,
  now = Date.now,
}: Options): FirebaseTokenVerifier {
  let cached: { keys: Map<string, CryptoKey>; expiresAt: number; fetchedAt: number } | undefined;
  let inflight: Promise<Map<string, CryptoKey>> | undefined;

  async function fetchKeys(): Promise<Map<string, CryptoKey>> {
    let response: Response;
    try {
      response = await fetch(keysUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch {
      throw new AppError('service_unavailable', messages.serviceUnavailable);
    }
    if (!response.ok) throw new AppError('service_unavailable', messages.serviceUnavailable);
    const keys = await parseKeys(await response.json().catch(() => null));
    cached = { keys, fetchedAt: now(), expiresAt: now() + ttlFrom(response.headers.get('cache-control')) };
    return keys;
  }

  /** One fetch at a time, however many sign-ins arrive together. */
  function refresh(): Promise<Map<string, CryptoKey>> {
    inflight ??= fetchKeys().finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  async function keyFor(kid: string | undefined): Promise<CryptoKey> {
    const invalid = new AppError('invalid_credentials', accountMessages.googleTokenInvalid);
    if (!kid) throw invalid;
    let keys = cached && cached.expiresAt > now() ? cached.keys : await refresh();
    if (!keys.has(kid) && cached && now() - cached.fetchedAt >= MIN_REFRESH_INTERVAL_MS) {
      keys = await refresh();
    }
    const key = keys.get(kid);
    if (!key) throw invalid;
    return key;
  }

  return {
    async verify(idToken) {
      const invalid = new AppError('invalid_credentials', accountMessages.googleTokenInvalid);
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(idToken, (header) => keyFor(header.kid), {
          algorithms: ['RS256'],
          issuer: `https://securetoken.google.com/${projectId}`,
          audience: projectId,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalid;
        throw error;
      }
      const nowSeconds = Math.floor(now() / 1000);
      const { sub, iat, auth_time: authTime, email, email_verified: emailVerified } = payload;
      // jose checks exp; iat and auth_time must not lie in the future (a minute of clock skew allowed).
      if (typeof sub !== 'string' || sub === '' || sub.length > 128 || !hasNoControlCharacters(sub)) {
        throw invalid;
      }
      if (typeof iat !== 'number' || iat > nowSeconds + 60) throw invalid;
      if (typeof authTime !== 'number' || authTime > nowSeconds + 60) throw invalid;
      if (typeof email !== 'string' || email === '') throw invalid;
      if (emailVerified !== true) throw new AppError('forbidden', accountMessages.googleEmailUnverified);
      return { uid: sub, authTime, ...claimedProfile(email, payload.name, payload.phone_number) };
    },
  };
}
