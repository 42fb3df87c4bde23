import { beforeEach, describe, expect, it, vi } from 'vitest';

// Firebase's public API, replaced: these tests check how its answers are read, not Google's popup.
const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((options: unknown) => ({ options })),
  initializeAuth: vi.fn((app: unknown) => ({ app })),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(async () => undefined),
  setCustomParameters: vi.fn(),
}));
vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp }));
vi.mock('firebase/auth', () => ({
  browserPopupRedirectResolver: 'popup-resolver',
  inMemoryPersistence: 'in-memory',
  initializeAuth: firebase.initializeAuth,
  signInWithPopup: firebase.signInWithPopup,
  signOut: firebase.signOut,
  GoogleAuthProvider: class {
    setCustomParameters = firebase.setCustomParameters;
  },
}));

const { prepareGoogleSignIn, signInWithGooglePopup } = await import('./google-sign-in.ts');

const config = {
  apiKey: 'AIzaTestWebKey',
  authDomain: 'launchpad-test.firebaseapp.com',
  projectId: 'launchpad-test',
};

function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('signInWithGooglePopup', () => {
  beforeEach(() => {
    firebase.signInWithPopup.mockReset();
  });

  it('returns the ID token, keeps no Firebase session and sets Firebase up only once', async () => {
    firebase.signInWithPopup.mockResolvedValue({ user: { getIdToken: async () => 'id-token' } });

    prepareGoogleSignIn(config);

    expect(await signInWithGooglePopup(config)).toEqual({ kind: 'signed-in', idToken: 'id-token' });
    expect(await signInWithGooglePopup(config)).toEqual({ kind: 'signed-in', idToken: 'id-token' });

    expect(firebase.initializeApp).toHaveBeenCalledTimes(1);
    expect(firebase.initializeApp).toHaveBeenCalledWith(config);
    expect(firebase.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: 'in-memory',
      popupRedirectResolver: 'popup-resolver',
    });
    expect(firebase.setCustomParameters).toHaveBeenCalledWith({ prompt: 'select_account' });
    expect(firebase.signOut).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['auth/popup-closed-by-user', { kind: 'cancelled' }],
    ['auth/cancelled-popup-request', { kind: 'cancelled' }],
    ['auth/user-cancelled', { kind: 'cancelled' }],
    ['auth/popup-blocked', { kind: 'popup-blocked' }],
    ['auth/network-request-failed', { kind: 'network-error' }],
    ['auth/unauthorized-domain', { kind: 'failed', code: 'auth/unauthorized-domain' }],
  ])('reads %s as %o', async (code, outcome) => {
    firebase.signInWithPopup.mockRejectedValue(firebaseError(code));
    expect(await signInWithGooglePopup(config)).toEqual(outcome);
  });

  it('reports an error without a Firebase code as a failure', async () => {
    firebase.signInWithPopup.mockRejectedValue(new TypeError('boom'));
    expect(await signInWithGooglePopup(config)).toEqual({ kind: 'failed', code: 'unknown' });
  });
});
