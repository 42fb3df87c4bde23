import type { FirebaseWebConfig } from '@launchpad/shared';
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  signInWithPopup,
  signOut,
} from 'firebase/auth';

// Every Firebase call of the web app lives here. The module is only ever imported dynamically,
// when someone chooses "Continue with Google", so the SDK stays out of every page's first load.

/** How the Google popup ended, in the words the login screen needs. */
export type GooglePopupOutcome =
  | { kind: 'signed-in'; idToken: string }
  | { kind: 'cancelled' }
  | { kind: 'popup-blocked' }
  | { kind: 'network-error' }
  | { kind: 'failed'; code: string };

// Firebase's codes (firebase.google.com/docs/reference/js/auth#autherrorcodes). A second click
// replaces the first popup with `cancelled-popup-request`; `user-cancelled` is a refused consent.
const cancelledCodes = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

let auth: Auth | undefined;

function authFor(config: FirebaseWebConfig): Auth {
  // Our own session cookie is what signs the user in: Firebase keeps nothing across page loads.
  auth ??= initializeAuth(initializeApp(config), {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  return auth;
}

/**
 * Sets Firebase up before the click. Firebase opens the popup only once Google's helper iframe has
 * loaded; on mobile browsers and Safari, whose popup blockers are the quickest to act, it starts
 * loading that iframe as soon as it is set up (`_shouldInitProactively` in @firebase/auth).
 */
export function prepareGoogleSignIn(config: FirebaseWebConfig): void {
  try {
    authFor(config);
  } catch {
    // signInWithGooglePopup meets the same error again and reports it.
  }
}

function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown';
}

/** Opens Google's sign-in popup and returns the Firebase ID token of the account chosen. */
export async function signInWithGooglePopup(config: FirebaseWebConfig): Promise<GooglePopupOutcome> {
  const provider = new GoogleAuthProvider();
  // Always offer the account chooser, so a shared computer does not silently reuse the last account.
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    const firebaseAuth = authFor(config);
    const { user } = await signInWithPopup(firebaseAuth, provider);
    const idToken = await user.getIdToken();
    // The server takes over from here; nothing of the Google account stays in the page.
    await signOut(firebaseAuth).catch(() => undefined);
    return { kind: 'signed-in', idToken };
  } catch (error) {
    const code = errorCode(error);
    if (cancelledCodes.has(code)) return { kind: 'cancelled' };
    if (code === 'auth/popup-blocked') return { kind: 'popup-blocked' };
    if (code === 'auth/network-request-failed') return { kind: 'network-error' };
    return { kind: 'failed', code };
  }
}
