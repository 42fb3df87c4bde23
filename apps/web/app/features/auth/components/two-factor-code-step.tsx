import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema, twoFactorCodeSchema } from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useLogInWithCodeMutation } from '../api/log-in-with-code.ts';
import type { SignInOutcome } from '../api/sign-in-outcome.ts';
import { authErrorMessage } from '../auth-error-message.ts';

const appCodeForm = z.object({ code: totpCodeSchema });
const recoveryCodeForm = z.object({ code: twoFactorCodeSchema });
type CodeForm = z.input<typeof appCodeForm>;

interface TwoFactorCodeStepProps {
  /** The challenge the password (or Google) step answered. */
  challenge: string;
  locked: boolean;
  onSubmitStart: () => void;
  onSignedIn: (outcome: SignInOutcome & { message: string }) => void;
  onError: (message: string) => void;
  /** Back to the password: the challenge ended, or the person wants to start again. */
  onRestart: () => void;
}

/** What the step asks for: the app's code, or a recovery code. */
function CodeStepIntro({ recovery }: { recovery: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        Two-step sign-in
      </h2>
      <p className="text-sm text-slate-600">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Launchpad.'}
      </p>
    </div>
  );
}

/** The second step of a sign-in: the code from the authenticator app, or a recovery code. */
export function TwoFactorCodeStep({
  challenge,
  locked,
  onSubmitStart,
  onSignedIn,
  onError,
  onRestart,
}: TwoFactorCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const logInWithCode = useLogInWithCodeMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm, unknown, { code: string }>({
    resolver: zodResolver(recovery ? recoveryCodeForm : appCodeForm),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    onSubmitStart();
    try {
      onSignedIn(await logInWithCode.mutateAsync({ challenge, code }));
    } catch (error) {
      showFieldErrors(error, ['code'], setError);
      onError(authErrorMessage(error));
      setFocus('code');
    }
  });

  const switchKind = () => {
    setRecovery((current) => !current);
    reset({ code: '' });
    // After the field's label has changed, so that the new label is what is read.
    window.setTimeout(() => setFocus('code'), 0);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby="two-factor-heading">
      <CodeStepIntro recovery={recovery} />
      <TextField
        key={recovery ? 'recovery' : 'app'}
        id="two-factor-code"
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={errors.code?.message}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        // The step appears in place of the password form; the code is what comes next.
        autoFocus
        required
        {...register('code')}
      />
      <SubmitButton
        size="lg"
        className="w-full"
        label="Verify and sign in"
        busyLabel="Checking…"
        busy={isSubmitting}
        disabled={locked && !isSubmitting}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button variant="link" onClick={switchKind} disabled={isSubmitting}>
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </Button>
        <Button variant="link" onClick={onRestart} disabled={isSubmitting}>
          Start again with your password
        </Button>
      </div>
    </form>
  );
}
