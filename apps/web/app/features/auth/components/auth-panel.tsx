import { messages } from '@launchpad/shared';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppLink, useAppNavigate } from '../../../components/navigation/app-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAuthProvidersQuery } from '../api/get-auth-providers.ts';
import { useSession } from '../use-session.ts';
import { CreateAccountForm } from './create-account-form.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** Spec §9: the login screen waits 1.5 s on its success message before opening the dashboard. */
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

function SignedInNotice({ name, className }: { name?: string; className?: string }) {
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
      <AppLink to={paths.dashboard} className="inline-flex items-center gap-1 font-semibold underline">
        Go to your dashboard
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </AppLink>
    </Alert>
  );
}

/** Sign in or create an account, toggled in place (spec §2 "Login screen", §4). */
export function AuthPanel() {
  const { user } = useSession();
  const hydrated = useHydrated();
  const providers = useAuthProvidersQuery();
  const navigate = useAppNavigate();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  const startSubmit = () => {
    setBusy(true);
    setOutcome(null);
  };
  const fail = (text: string) => {
    setBusy(false);
    setOutcome({ kind: 'error', text });
  };
  const signedIn = () => {
    setOutcome({ kind: 'success', text: messages.loggedIn });
    setRedirecting(true);
  };
  const toggleMode = () => {
    setMode((current) => (current === 'sign-in' ? 'create-account' : 'sign-in'));
    setOutcome(null);
  };

  const { title, subtitle, switchPrompt, switchAction } = copy[mode];
  return (
    <Card className="w-full">
      <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>

        {redirecting ? null : user ? (
          <SignedInNotice name={user.name} />
        ) : hydrated ? null : (
          // Prerendered: shown before React runs only where the page's head script found a
          // remembered user, so the form does not jump down when React shows the notice.
          <SignedInNotice className="hidden [html[data-signed-in]_&]:flex" />
        )}

        {outcome ? <Alert variant={outcome.kind}>{outcome.text}</Alert> : null}

        {mode === 'sign-in' ? (
          <SignInForm
            locked={busy || redirecting}
            focusOnMount={outcome?.text === messages.registered}
            onSubmitStart={startSubmit}
            onSignedIn={signedIn}
            onError={fail}
          />
        ) : (
          <CreateAccountForm
            onSubmitStart={startSubmit}
            onRegistered={() => {
              setBusy(false);
              setMode('sign-in');
              setOutcome({ kind: 'success', text: messages.registered });
            }}
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
          <Button variant="link" onClick={toggleMode} disabled={busy || redirecting}>
            {switchAction}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}
