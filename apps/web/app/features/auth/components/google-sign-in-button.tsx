import type { FirebaseWebConfig } from '@launchpad/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  GoogleSignInError,
  preloadGoogleSignIn,
  useLogInWithGoogleMutation,
} from '../api/log-in-with-google.ts';
import type { SignInOutcome } from '../api/sign-in-outcome.ts';
import { authErrorMessage } from '../auth-error-message.ts';

interface GoogleSignInButtonProps {
  config: FirebaseWebConfig;
  /** Product updates ticked on the sign-up form; used only when the sign-in creates the account. */
  productUpdates?: boolean;
  /** Another sign-in is under way, or the page is about to open the dashboard. */
  disabled: boolean;
  onStart: () => void;
  /** Google vouched for the account: a session, or the code step of two-step sign-in. */
  onSignedIn: (outcome: SignInOutcome) => void;
  /** The user closed Google's window: back to where they were, without an error. */
  onCancelled: () => void;
  onError: (message: string) => void;
}

/** Google's "G" mark, in its four brand colours (developers.google.com/identity/branding-guidelines). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** "Continue with Google": Firebase's popup, then our server's session (`POST /api/firebase-auth/firebase-signin`). */
export function GoogleSignInButton({
  config,
  productUpdates = false,
  disabled,
  onStart,
  onSignedIn,
  onCancelled,
  onError,
}: GoogleSignInButtonProps) {
  const logInWithGoogle = useLogInWithGoogleMutation();
  const pending = logInWithGoogle.isPending;
  const preload = () => preloadGoogleSignIn(config);

  const signIn = async () => {
    onStart();
    try {
      const outcome = await logInWithGoogle.mutateAsync({ config, productUpdates });
      if (outcome) onSignedIn(outcome);
      else onCancelled();
    } catch (error) {
      onError(error instanceof GoogleSignInError ? error.message : authErrorMessage(error));
    }
  };

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={disabled || pending}
      onClick={signIn}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {pending ? <Spinner /> : <GoogleMark />}
      {pending ? 'Signing in with Google…' : 'Continue with Google'}
    </Button>
  );
}
