import { messages } from '@launchpad/shared';
import { type MouseEvent, useEffect, useState } from 'react';
import { useAppNavigate } from '../../components/navigation/app-link.tsx';
import { paths, signInParams } from '../../config/paths.ts';
import { sameSitePath } from '../../lib/same-site-path.ts';
import type { SignInOutcome } from './api/sign-in-outcome.ts';

/** The login screen waits 1.5 s on its success message before opening the dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

export type AuthMode = 'sign-in' | 'create-account';
export type AuthOutcome = { kind: 'success' | 'error'; text: string } | null;

/** What the address asks of the sign-in page. */
interface SignInRequest {
  mode: AuthMode;
  next: string | null;
  expired: boolean;
  /** `?session=ended`: the account was just signed out of all devices. */
  ended: boolean;
}

function readSignInRequest(): SignInRequest {
  const query = new URLSearchParams(window.location.search);
  return {
    mode: query.get(signInParams.mode) === 'create' ? 'create-account' : 'sign-in',
    // `returnTo` is the older name of the same parameter, which the payment result page wrote: it
    // may still be in an open tab or a bookmark.
    next: sameSitePath(query.get(signInParams.next) ?? query.get('returnTo')),
    expired: query.get(signInParams.expired) === 'expired',
    ended: query.get(signInParams.expired) === 'ended',
  };
}

export function signInHref(mode: AuthMode, next: string | null): string {
  return paths.signIn({ mode: mode === 'create-account' ? 'create' : undefined, next });
}

/** Opens `to` a moment after `redirecting` turns true, so the success message is read first. */
function useRedirectAfterSignIn(redirecting: boolean, to: string) {
  const navigate = useAppNavigate();
  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate(to), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate, to]);
}

/**
 * The sign-in page's state: which form the address names, where to go after, and a submission's
 * progress and outcome. Signing in shows its message, then opens `next` (or the dashboard).
 */
export function useAuthFlow() {
  const [request, setRequest] = useState<SignInRequest>({
    mode: 'sign-in',
    next: null,
    expired: false,
    ended: false,
  });
  const [outcome, setOutcome] = useState<AuthOutcome>(null);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // Staff who must turn on two-step sign-in go to it first, whatever `next` says.
  const [destination, setDestination] = useState<string | null>(null);
  // The password (or Google) was right and the account asks for a code: the challenge to send with it.
  const [challenge, setChallenge] = useState<string | null>(null);
  const { next } = request;

  // The prerendered page was built without a query string: the address is read after hydration.
  useEffect(() => setRequest(readSignInRequest()), []);

  useRedirectAfterSignIn(redirecting, destination ?? next ?? paths.dashboard);

  const startSubmit = () => {
    setBusy(true);
    setOutcome(null);
  };
  const fail = (text: string) => {
    setBusy(false);
    setOutcome({ kind: 'error', text });
  };
  const signedIn = (text: string = messages.loggedIn, enrolmentRequired = false) => {
    if (enrolmentRequired) setDestination(paths.twoStepSignIn);
    setOutcome({ kind: 'success', text });
    setRedirecting(true);
  };
  /** What the first step of a sign-in gave: a session, or the code step. */
  const reached = (result: SignInOutcome, text?: string) => {
    if (result.kind === 'signed-in') {
      signedIn(text, result.enrolmentRequired);
      return;
    }
    setBusy(false);
    setOutcome(null);
    setChallenge(result.challenge);
  };
  /** Back from the code step to the password. */
  const restart = () => {
    setChallenge(null);
    setBusy(false);
    setOutcome(null);
  };
  /** A click on the link to the other form: switches in place, the address following. */
  const switchTo = (target: AuthMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy || redirecting) return;
    // A reload or a shared link opens the same form.
    window.history.replaceState(window.history.state, '', signInHref(target, next));
    setRequest((current) => ({ ...current, mode: target, expired: false, ended: false }));
    setOutcome(null);
  };
  const cancel = () => setBusy(false);

  return {
    ...request,
    outcome,
    locked: busy || redirecting,
    redirecting,
    startSubmit,
    fail,
    signedIn,
    reached,
    challenge,
    restart,
    switchTo,
    cancel,
  };
}
