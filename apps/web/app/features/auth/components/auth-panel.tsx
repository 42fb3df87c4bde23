import { messages } from '@launchpad/shared';
import { ArrowRight } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { AppLink, useAppNavigate } from '../../../components/navigation/app-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths, signInParams } from '../../../config/paths.ts';
import { sameSitePath } from '../../../lib/same-site-path.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAuthProvidersQuery } from '../api/get-auth-providers.ts';
import { KEEPS_NEXT_ATTRIBUTE } from '../sign-in-page-scripts.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { PurchaseBanner, packageBeingBought } from './purchase-banner.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** The login screen waits 1.5 s on its success message before opening the dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

type Mode = 'sign-in' | 'create-account';
type Outcome = { kind: 'success' | 'error'; text: string } | null;

const copy: Record<Mode, { title: string; subtitle: string; switchPrompt: string; switchAction: string }> = {
  'sign-in': {
    title: 'Sign In',
    subtitle: 'Welcome back. Sign in to track your orders and launch progress.',
    switchPrompt: "Don't have an account?",
    switchAction: 'Create an account',
  },
  'create-account': {
    title: 'Create Account',
    subtitle: 'Join thousands of founders launching their business with Launchpad.',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in instead',
  },
};

/** What the address asks of the sign-in page. */
interface SignInRequest {
  mode: Mode;
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

function signInHref(mode: Mode, next: string | null): string {
  return paths.signIn({ mode: mode === 'create-account' ? 'create' : undefined, next });
}

function SignedInNotice({
  name,
  next,
  className,
}: {
  name?: string;
  next?: string | null;
  className?: string;
}) {
  return (
    <Alert variant="info" className={className}>
      You are signed in
      {name ? (
        <>
          {' as '}
          <strong className="font-semibold">{name}</strong>
        </>
      ) : null}
      .{' '}
      <AppLink
        to={next ?? paths.dashboard}
        className="inline-flex items-center gap-1 font-semibold underline"
      >
        {next ? 'Continue where you were' : 'Go to your dashboard'}
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </AppLink>
    </Alert>
  );
}

/** Where each form sits before React runs: the head script's hint picks the one shown. */
const prerenderedViewClasses: Record<Mode, string> = {
  'sign-in': 'contents [html[data-auth-mode=create]_&]:hidden',
  'create-account': 'hidden [html[data-auth-mode=create]_&]:contents',
};

/**
 * Sign in or create an account. The form shown is the one the address
 * names (`/login`, `/login?mode=create`), and the links between them are real links, so they work
 * before the page's scripts arrive; once React runs, they switch in place. After signing in the
 * visitor goes to `?next=` when it is a page of this site (see `sameSitePath`), else the dashboard;
 * `?session=expired` says why they are here.
 */
export function AuthPanel() {
  const { user } = useSession();
  const hydrated = useHydrated();
  const providers = useAuthProvidersQuery();
  const navigate = useAppNavigate();
  const [request, setRequest] = useState<SignInRequest>({
    mode: 'sign-in',
    next: null,
    expired: false,
    ended: false,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // The sign-up form's product-updates box, which "Continue with Google" honours too.
  const [productUpdates, setProductUpdates] = useState(false);
  const { mode, next, expired, ended } = request;
  const purchase = packageBeingBought(next);

  // The prerendered page was built without a query string: the address is read after hydration.
  useEffect(() => setRequest(readSignInRequest()), []);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate(next ?? paths.dashboard), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate, next]);

  const startSubmit = () => {
    setBusy(true);
    setOutcome(null);
  };
  const fail = (text: string) => {
    setBusy(false);
    setOutcome({ kind: 'error', text });
  };
  const signedIn = (text: string = messages.loggedIn) => {
    setOutcome({ kind: 'success', text });
    setRedirecting(true);
  };
  const showMode = (target: Mode) => {
    // In place, as before: the address follows, so a reload or a shared link opens the same form.
    window.history.replaceState(window.history.state, '', signInHref(target, next));
    setRequest((current) => ({ ...current, mode: target, expired: false, ended: false }));
  };
  const switchTo = (target: Mode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy || redirecting) return;
    showMode(target);
    setOutcome(null);
  };

  const notice =
    outcome ??
    (!user && !redirecting && (expired || ended)
      ? { kind: 'info' as const, text: expired ? messages.sessionExpired : messages.signedOutEverywhere }
      : null);

  const view = (viewMode: Mode) => {
    const { title, subtitle, switchPrompt, switchAction } = copy[viewMode];
    const other: Mode = viewMode === 'sign-in' ? 'create-account' : 'sign-in';
    return (
      <>
        {purchase ? <PurchaseBanner launchPackage={purchase} /> : null}
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>

        {redirecting ? null : user ? (
          <SignedInNotice name={user.name} next={next} />
        ) : hydrated ? null : (
          // Prerendered: shown before React runs only where the page's head script found a
          // remembered user, so the form does not jump down when React shows the notice.
          <SignedInNotice className="hidden [html[data-signed-in]_&]:flex" />
        )}

        {notice ? <Alert variant={notice.kind}>{notice.text}</Alert> : null}

        {viewMode === 'sign-in' ? (
          <SignInForm
            locked={busy || redirecting}
            onSubmitStart={startSubmit}
            onSignedIn={signedIn}
            onError={fail}
          />
        ) : (
          <CreateAccountForm
            locked={busy || redirecting}
            onSubmitStart={startSubmit}
            onProductUpdatesChange={setProductUpdates}
            onRegistered={() => signedIn(messages.registered)}
            onError={fail}
          />
        )}

        {providers.data?.google ? (
          <div className="flex flex-col gap-5">
            <div className="flex items-center gap-3 text-sm text-slate-500">
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
              or
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            </div>
            <GoogleSignInButton
              config={providers.data.firebase}
              productUpdates={viewMode === 'create-account' && productUpdates}
              disabled={busy || redirecting}
              onStart={startSubmit}
              onSignedIn={signedIn}
              onCancelled={() => setBusy(false)}
              onError={fail}
            />
          </div>
        ) : null}

        <p className="text-center text-sm text-slate-600">
          {switchPrompt}{' '}
          <a
            href={signInHref(other, next)}
            {...{ [KEEPS_NEXT_ATTRIBUTE]: '' }}
            onClick={switchTo(other)}
            aria-disabled={busy || redirecting ? true : undefined}
            className={buttonClasses({ variant: 'link', className: 'aria-disabled:opacity-60' })}
          >
            {switchAction}
          </a>
        </p>
      </>
    );
  };

  return (
    <Card className="w-full">
      <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
        {(['sign-in', 'create-account'] as const).map((viewMode) => (
          // Both forms are in the prerendered HTML; once React runs, only the chosen one is. The
          // wrappers stay, so what a visitor typed before that is kept.
          <div
            key={viewMode}
            className={
              hydrated ? (viewMode === mode ? 'contents' : 'hidden') : prerenderedViewClasses[viewMode]
            }
          >
            {!hydrated || viewMode === mode ? view(viewMode) : null}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
