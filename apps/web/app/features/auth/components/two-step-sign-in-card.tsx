import type { TwoFactorEnrolment } from '@launchpad/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { useBeginTwoFactorMutation, useTwoFactorStatusQuery } from '../api/two-factor.ts';
import { authErrorMessage } from '../auth-error-message.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { TurnOffTwoFactorForm } from './turn-off-two-factor-form.tsx';
import { TwoFactorEnrolmentPanel } from './two-factor-enrolment.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turning-off' };

/** The account page's "Two-step sign-in": turning it on with an authenticator app, and off. */
export function TwoStepSignInCard() {
  const status = useTwoFactorStatusQuery();
  const begin = useBeginTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const start = async () => {
    try {
      setStep({ kind: 'enrolling', enrolment: await begin.mutateAsync() });
    } catch {
      // Shown below.
    }
  };
  const enabled = status.data?.enabled ?? false;

  return (
    <Card id="two-step" aria-labelledby="two-step-title" className="scroll-mt-24">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle id="two-step-title" className="flex flex-wrap items-center gap-2 text-lg">
          Two-step sign-in
          {status.isSuccess ? (
            <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          After your password, a code from an authenticator app on your phone: a stolen password alone no
          longer opens your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 pt-3">
        {status.isPending ? <Loading label="Loading…" className="py-6" /> : null}
        {status.isError ? (
          <QueryError
            what="two-step sign-in"
            message={status.error.message}
            onRetry={() => status.refetch()}
          />
        ) : null}
        {status.data?.enrolmentRequired && step.kind !== 'codes' ? (
          <Alert variant="info">
            Staff accounts need two-step sign-in. Set it up now: the rest of Launchpad opens once it is on.
          </Alert>
        ) : null}
        {begin.isError ? <Alert variant="error">{authErrorMessage(begin.error)}</Alert> : null}
        {step.kind === 'enrolling' ? (
          <TwoFactorEnrolmentPanel
            enrolment={step.enrolment}
            onEnabled={(codes) => setStep({ kind: 'codes', codes })}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : null}
        {step.kind === 'codes' ? (
          <RecoveryCodesList codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
        ) : null}
        {step.kind === 'turning-off' && enabled ? (
          <TurnOffTwoFactorForm onDone={() => setStep({ kind: 'idle' })} />
        ) : null}
        {step.kind === 'idle' && status.isSuccess ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-slate-700">
              {enabled
                ? `On. ${status.data.recoveryCodesLeft} of your recovery codes are left.`
                : 'Off. Your password alone signs you in.'}
            </p>
            {enabled ? (
              <Button size="sm" variant="outline" onClick={() => setStep({ kind: 'turning-off' })}>
                Turn off
              </Button>
            ) : (
              <Button size="sm" onClick={start} disabled={begin.isPending}>
                Set up two-step sign-in
              </Button>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
