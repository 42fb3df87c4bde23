import { messages } from '@launchpad/shared';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAuthProvidersQuery } from '../api/get-auth-providers.ts';
import { KEEPS_NEXT_ATTRIBUTE } from '../sign-in-page-scripts.ts';
import { type AuthMode, signInHref, useAuthFlow } from '../use-auth-flow.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { PurchaseBanner, packageBeingBought } from './purchase-banner.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { TwoFactorCodeStep } from './two-factor-code-step.tsx';

const copy: Record<
  AuthMode,
  { title: string; subtitle: string; switchPrompt: string; switchAction: string }
> = {
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
const prerenderedViewClasses: Record<AuthMode, string> = {
  'sign-in': 'contents [html[data-auth-mode=create]_&]:hidden',
  'create-account': 'hidden [html[data-auth-mode=create]_&]:contents',
};

/** One of the two forms, with its heading, notices, other ways in and the link to the other form. */
function AuthView({
  viewMode,
  flow,
  productUpdates,
  onProductUpdatesChange,
}: {
  viewMode: AuthMode;
  flow: ReturnType<typeof useAuthFlow>;
  productUpdates: boolean;
  onProductUpdatesChange: (value: boolean) => void;
}) {
  const { user } = useSession();
  const { next, expired, ended, outcome, locked, redirecting } = flow;
  const purchase = packageBeingBought(next);
  const { title, subtitle, switchPrompt, switchAction } = copy[viewMode];
  const other: AuthMode = viewMode === 'sign-in' ? 'create-account' : 'sign-in';
  const notice =
    outcome ??
    (!user && !redirecting && (expired || ended)
      ? { kind: 'info' as const, text: expired ? messages.sessionExpired : messages.signedOutEverywhere }
      : null);

  return (
    <>
      {purchase ? <PurchaseBanner launchPackage={purchase} /> : null}
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>

      {redirecting ? null : <SignedInState next={next} />}

      {notice ? <Alert variant={notice.kind}>{notice.text}</Alert> : null}

      {flow.challenge ? (
        <TwoFactorCodeStep
          challenge={flow.challenge}
          locked={locked}
          onSubmitStart={flow.startSubmit}
          onSignedIn={(outcome) => flow.reached(outcome, outcome.message)}
          onError={flow.fail}
          onRestart={flow.restart}
        />
      ) : viewMode === 'sign-in' ? (
        <SignInForm
          locked={locked}
          onSubmitStart={flow.startSubmit}
          onPasswordAccepted={flow.reached}
          onError={flow.fail}
        />
      ) : (
        <CreateAccountForm
          locked={locked}
          onSubmitStart={flow.startSubmit}
          onProductUpdatesChange={onProductUpdatesChange}
          onRegistered={() => flow.signedIn(messages.registered)}
          onError={flow.fail}
        />
      )}

      {flow.challenge ? null : (
        <>
          <GoogleWayIn
            productUpdates={viewMode === 'create-account' && productUpdates}
            locked={locked}
            flow={flow}
          />
          <p className="text-center text-sm text-slate-600">
            {switchPrompt}{' '}
            <SwitchFormLink to={other} next={next} locked={locked} flow={flow} label={switchAction} />
          </p>
        </>
      )}
    </>
  );
}

/** That the visitor is signed in already, with where to go instead. */
function SignedInState({ next }: { next: string | null }) {
  const { user } = useSession();
  const hydrated = useHydrated();
  if (user) return <SignedInNotice name={user.name} next={next} />;
  if (hydrated) return null;
  // Prerendered: shown before React runs only where the page's head script found a
  // remembered user, so the form does not jump down when React shows the notice.
  return <SignedInNotice className="hidden [html[data-signed-in]_&]:flex" />;
}

/** "Continue with Google", when the server offers it. */
function GoogleWayIn({
  productUpdates,
  locked,
  flow,
}: {
  productUpdates: boolean;
  locked: boolean;
  flow: ReturnType<typeof useAuthFlow>;
}) {
  const providers = useAuthProvidersQuery();
  if (!providers.data?.google) return null;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3 text-sm text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleSignInButton
        config={providers.data.firebase}
        productUpdates={productUpdates}
        disabled={locked}
        onStart={flow.startSubmit}
        onSignedIn={(outcome) => flow.reached(outcome)}
        onCancelled={flow.cancel}
        onError={flow.fail}
      />
    </div>
  );
}

/** The link to the other form: a real link before React runs, a switch in place after. */
function SwitchFormLink({
  to,
  next,
  locked,
  flow,
  label,
}: {
  to: AuthMode;
  next: string | null;
  locked: boolean;
  flow: ReturnType<typeof useAuthFlow>;
  label: string;
}) {
  return (
    <a
      href={signInHref(to, next)}
      {...{ [KEEPS_NEXT_ATTRIBUTE]: '' }}
      onClick={flow.switchTo(to)}
      aria-disabled={locked ? true : undefined}
      className={buttonClasses({ variant: 'link', className: 'aria-disabled:opacity-60' })}
    >
      {label}
    </a>
  );
}

/**
 * Sign in or create an account. The form shown is the one the address
 * names (`/login`, `/login?mode=create`), and the links between them are real links, so they work
 * before the page's scripts arrive; once React runs, they switch in place. After signing in the
 * visitor goes to `?next=` when it is a page of this site (see `sameSitePath`), else the dashboard;
 * `?session=expired` says why they are here.
 */
export function AuthPanel() {
  const hydrated = useHydrated();
  const flow = useAuthFlow();
  // The sign-up form's product-updates box, which "Continue with Google" honours too.
  const [productUpdates, setProductUpdates] = useState(false);

  return (
    <Card className="w-full">
      <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
        {(['sign-in', 'create-account'] as const).map((viewMode) => (
          // Both forms are in the prerendered HTML; once React runs, only the chosen one is. The
          // wrappers stay, so what a visitor typed before that is kept.
          <div
            key={viewMode}
            className={
              hydrated ? (viewMode === flow.mode ? 'contents' : 'hidden') : prerenderedViewClasses[viewMode]
            }
          >
            {!hydrated || viewMode === flow.mode ? (
              <AuthView
                viewMode={viewMode}
                flow={flow}
                productUpdates={productUpdates}
                onProductUpdatesChange={setProductUpdates}
              />
            ) : null}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
