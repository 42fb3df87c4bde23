import { Secret, TOTP } from 'otpauth';

// Time-based one-time passwords (RFC 6238) as authenticator apps make them: SHA-1, six digits,
// 30-second steps. One step of clock drift either way is accepted.

const PERIOD_SECONDS = 30;
const ISSUER = 'Launchpad';

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 bits, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an app reads from the QR code, labelled with the account's email. */
export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step `code` was made for, when it is right for `secret` at `nowMs` (±1 step) and newer
 * than `lastStep`, the step of the last code accepted: a code is never accepted twice. Else null,
 * and `replayed` says whether it was right but already used.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): { step: number } | { step: null; replayed: boolean } {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return { step: null, replayed: false };
  const step = Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return { step: null, replayed: true };
  return { step };
}
