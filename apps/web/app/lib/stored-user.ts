import { type PublicUser, type UserRole, userRoles } from '@launchpad/shared';

/** localStorage key of the signed-in user's public profile, used by the navigation bar. */
export const STORED_USER_KEY = 'user';

/**
 * Set on `<html>` before a static page first paints when this browser remembers a signed-in user.
 * Prerendered HTML can then show what belongs to that state in place (CSS keyed on the attribute),
 * instead of shifting the page when React learns it. A hint for layout only; React decides.
 */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';

/** The inline script that sets the hint; constant, so the CSP allows it by its hash. */
export const SIGNED_IN_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(STORED_USER_KEY)}))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},'')}catch(e){}`;

/**
 * Keys where the old site kept bearer tokens (`token`, `jwt_token`, `fg_jwt`). The session
 * now lives in an httpOnly cookie (decision 001), so any leftover token is deleted, never read.
 */
export const LEGACY_TOKEN_KEYS = ['token', 'jwt_token', 'fg_jwt'] as const;

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings; then nobody is remembered.
    return undefined;
  }
}

function getRaw(): string | null {
  try {
    return storage()?.getItem(STORED_USER_KEY) ?? null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The public profile in `value`, with nothing else, or null when it is not one. Written out rather
 * than taken from `publicUserSchema` so that static pages need not load zod; a test holds the two
 * to the same answers.
 */
export function toPublicUser(value: unknown): PublicUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, name, email, phone, emailVerified, createdAt, ...rest } = value as Record<string, unknown>;
  // A profile remembered before roles carries the admin flag of then: an admin was what an owner is.
  const role =
    'role' in rest
      ? rest.role
      : rest.isAdmin === true
        ? 'owner'
        : rest.isAdmin === false
          ? 'customer'
          : undefined;
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    typeof email !== 'string' ||
    (phone !== null && typeof phone !== 'string') ||
    !userRoles.includes(role as UserRole) ||
    (emailVerified !== undefined && typeof emailVerified !== 'boolean') ||
    typeof createdAt !== 'string'
  ) {
    return null;
  }
  // A profile remembered before addresses were verified counts as verified until the server says otherwise.
  return { id, name, email, phone, role: role as UserRole, emailVerified: emailVerified ?? true, createdAt };
}

function parseUser(raw: string | null): PublicUser | null {
  if (raw === null) return null;
  try {
    return toPublicUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function removeLegacyTokens() {
  const store = storage();
  for (const key of LEGACY_TOKEN_KEYS) store?.removeItem(key);
}

/**
 * The stored user, or null. Corrupt or invalid data is removed together with any legacy token.
 */
export function readStoredUser(): PublicUser | null {
  const raw = getRaw();
  const user = parseUser(raw);
  if (raw !== null && user === null) {
    storage()?.removeItem(STORED_USER_KEY);
    removeLegacyTokens();
    notify();
  }
  return user;
}

/** Keeps only the public profile: the schema strips anything else, such as a token. */
export function writeStoredUser(user: PublicUser) {
  try {
    const profile = toPublicUser(user);
    if (profile) storage()?.setItem(STORED_USER_KEY, JSON.stringify(profile));
  } catch {
    // A full or disabled storage only costs the user a sign-in on the next visit.
  }
  notify();
}

export function clearStoredUser() {
  storage()?.removeItem(STORED_USER_KEY);
  removeLegacyTokens();
  notify();
}

/** Subscribes to changes made in this tab and, through the `storage` event, in other tabs. */
export function subscribeToStoredUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshotRaw: string | null = null;
let snapshotUser: PublicUser | null = null;

/** Side-effect-free read for useSyncExternalStore: the same object while the stored text is unchanged. */
export function getStoredUserSnapshot(): PublicUser | null {
  const raw = getRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshotUser = parseUser(raw);
  }
  return snapshotUser;
}
