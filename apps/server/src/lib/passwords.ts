import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library defaults (m=19 MiB, t=2, p=1), the OWASP minimum; the work runs on
// libuv's thread pool so it does not block the event loop.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('launchpad-timing-equaliser');
  return dummyHash;
}
