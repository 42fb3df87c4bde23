import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@launchpad/shared';

// Recovery codes are random (80 bits each), not chosen by a person: a SHA-256 hash is enough to
// keep a copy of the database from opening an account, and lets a code be found by its hash.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code, `xxxx-xxxx-xxxx-xxxx` in lower-case base32. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const letters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

/** A fresh set of recovery codes, all different. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/** The stored form of a code, however it was typed (dashes, spaces and case do not matter). */
export function hashRecoveryCode(code: string): string {
  const plain = code.replace(/[\s-]+/g, '').toLowerCase();
  return createHash('sha256').update(`recovery-code:${plain}`).digest('base64url');
}
