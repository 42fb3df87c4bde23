import { type PublicUser, publicUserSchema, userRoles } from '@launchpad/shared';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/fixtures.ts';
import {
  clearStoredUser,
  getStoredUserSnapshot,
  readStoredUser,
  SIGNED_IN_HINT_SCRIPT,
  toPublicUser,
  writeStoredUser,
} from './stored-user.ts';

describe('stored user', () => {
  it('reads back a valid stored profile', () => {
    writeStoredUser(buildUser());

    expect(readStoredUser()).toEqual(buildUser());
  });

  it('removes corrupt JSON under `user` together with the legacy `token`', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'legacy-jwt');

    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes a stored value that is not a public user', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'No id', role: 'yes' }));
    localStorage.setItem('token', 'legacy-jwt');

    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never writes a token, even when one is passed along', () => {
    writeStoredUser({ ...buildUser(), token: 'secret' } as PublicUser);

    expect(localStorage.getItem('user')).not.toContain('secret');
    expect(Object.keys(localStorage)).toEqual(['user']);
  });

  it('gives the same snapshot object until the stored text changes', () => {
    writeStoredUser(buildUser());
    const first = getStoredUserSnapshot();

    expect(getStoredUserSnapshot()).toBe(first);
    clearStoredUser();
    expect(getStoredUserSnapshot()).toBeNull();
  });
});

describe('toPublicUser', () => {
  const field = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.integer(), fc.constant(undefined));
  const candidate = fc.oneof(
    fc.record({
      id: fc.oneof(fc.string(), field),
      name: fc.oneof(fc.string(), field),
      email: fc.oneof(fc.string(), field),
      phone: fc.oneof(fc.string(), fc.constant(null), field),
      role: fc.oneof(fc.constantFrom(...userRoles), field),
      emailVerified: fc.oneof(fc.boolean(), field),
      createdAt: fc.oneof(fc.string(), field),
      token: field,
    }),
    // A profile remembered before roles: the admin flag of then, and no role.
    fc.record({
      id: fc.string(),
      name: fc.string(),
      email: fc.string(),
      phone: fc.constant(null),
      isAdmin: fc.oneof(fc.boolean(), field),
      createdAt: fc.string(),
    }),
    fc.anything(),
  );

  it('accepts and strips exactly what publicUserSchema accepts and strips', () => {
    // A profile remembered before emailVerified existed counts as verified; one remembered before
    // roles has the role its admin flag meant (an admin was what an owner is).
    const withDefaults = (value: unknown) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const profile = value as { emailVerified?: unknown; isAdmin?: unknown };
      const verified = profile.emailVerified === undefined ? { emailVerified: true } : {};
      const legacyRole =
        'role' in profile || typeof profile.isAdmin !== 'boolean'
          ? {}
          : { role: profile.isAdmin ? 'owner' : 'customer' };
      return { ...value, ...verified, ...legacyRole };
    };
    fc.assert(
      fc.property(candidate, (value) => {
        const expected = publicUserSchema.safeParse(withDefaults(value));
        expect(toPublicUser(value)).toEqual(expected.success ? expected.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('SIGNED_IN_HINT_SCRIPT', () => {
  const run = () => new Function(SIGNED_IN_HINT_SCRIPT)();
  const hinted = () => document.documentElement.hasAttribute('data-signed-in');

  it('marks the page when this browser remembers a user, and only then', () => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-signed-in');
    run();
    expect(hinted()).toBe(false);
    writeStoredUser(buildUser());
    run();
    expect(hinted()).toBe(true);
    clearStoredUser();
    document.documentElement.removeAttribute('data-signed-in');
  });

  it('does nothing, and throws nothing, where storage is refused', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(hinted()).toBe(false);
    getItem.mockRestore();
  });
});
