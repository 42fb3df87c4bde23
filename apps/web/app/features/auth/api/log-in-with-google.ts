import {
  accountMessages,
  type FirebaseWebConfig,
  messages,
  signInResponseDataSchema,
  successEnvelope,
} from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { rememberUser } from './get-current-user.ts';
import { type SignInOutcome, signInOutcomeOf } from './sign-in-outcome.ts';

const loginResponseSchema = successEnvelope(signInResponseDataSchema);

/** A Google sign-in that failed in the browser, before our server was asked; the message is for the user. */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
}

// The Firebase SDK is fetched on first use only; a failed fetch may be retried by clicking again.
let googleSignIn: Promise<typeof import('../google-sign-in.ts')> | undefined;
function loadGoogleSignIn() {
  googleSignIn ??= import('../google-sign-in.ts').catch((error: unknown) => {
    googleSignIn = undefined;
    throw error;
  });
  return googleSignIn;
}

/**
 * Fetches and sets up the Firebase SDK when the user shows intent (hover, focus, touch), so that
 * the popup opens promptly after the click: browsers block popups opened long after one.
 */
export function preloadGoogleSignIn(config: FirebaseWebConfig): void {
  loadGoogleSignIn().then(
    (popup) => popup.prepareGoogleSignIn(config),
    () => undefined,
  );
}

/**
 * Opens Google's popup and gives the ID token of the account chosen, without signing in here (a
 * fresh Google sign-in confirms an account deletion). Null when the popup was closed.
 */
export async function googleIdToken(config: FirebaseWebConfig): Promise<string | null> {
  let popup: Awaited<ReturnType<typeof loadGoogleSignIn>>;
  try {
    popup = await loadGoogleSignIn();
  } catch {
    throw new GoogleSignInError(messages.authNetworkError);
  }
  const outcome = await popup.signInWithGooglePopup(config);
  if (outcome.kind === 'signed-in') return outcome.idToken;
  if (outcome.kind === 'cancelled') return null;
  if (outcome.kind === 'popup-blocked') throw new GoogleSignInError(accountMessages.googlePopupBlocked);
  if (outcome.kind === 'network-error') throw new GoogleSignInError(messages.authNetworkError);
  throw new GoogleSignInError(accountMessages.googleSignInFailed);
}

/**
 * Signs in with Google through Firebase's popup, then with the ID token on our server, which sets
 * the session cookie (or asks for a code first) and answers like `POST /api/auth/login`. Resolves to null when the user closed
 * the popup: that is a change of mind, not an error.
 */
export async function logInWithGoogle({
  config,
  productUpdates,
}: {
  config: FirebaseWebConfig;
  /** Ticked on the sign-up form: counts only when this sign-in creates the account. */
  productUpdates?: boolean;
}): Promise<SignInOutcome | null> {
  let popup: Awaited<ReturnType<typeof loadGoogleSignIn>>;
  try {
    popup = await loadGoogleSignIn();
  } catch {
    throw new GoogleSignInError(messages.authNetworkError);
  }
  const outcome = await popup.signInWithGooglePopup(config);
  switch (outcome.kind) {
    case 'cancelled':
      return null;
    case 'popup-blocked':
      throw new GoogleSignInError(accountMessages.googlePopupBlocked);
    case 'network-error':
      throw new GoogleSignInError(messages.authNetworkError);
    case 'failed':
      throw new GoogleSignInError(accountMessages.googleSignInFailed);
    case 'signed-in': {
      const body = await apiClient.post(
        '/firebase-auth/firebase-signin',
        { idToken: outcome.idToken, ...(productUpdates ? { productUpdates: true } : {}) },
        loginResponseSchema,
      );
      return signInOutcomeOf(body.data);
    }
  }
}

export function useLogInWithGoogleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInWithGoogle,
    onSuccess: (outcome) => {
      if (outcome?.kind === 'signed-in') rememberUser(queryClient, outcome.user);
    },
  });
}
