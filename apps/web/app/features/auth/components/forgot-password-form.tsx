import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmailField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useRequestPasswordResetMutation } from '../api/reset-password.ts';

/** Asks for a password-reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      setSent(await request.mutateAsync(input));
    } catch (error) {
      showFieldErrors(error, ['email'], setError);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (sent) {
    return (
      <>
        <Alert variant="success">{sent}</Alert>
        <p className="text-sm text-slate-600">
          No mail after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => setSent(null)}
          >
            ask again
          </button>
          .
        </p>
        <AppLink to={paths.login} className="text-sm font-medium text-brand-700 hover:underline">
          Back to sign in
        </AppLink>
      </>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <EmailField
        id="forgot-email"
        error={errors.email?.message}
        placeholder="you@company.in"
        required
        {...register('email')}
      />
      <SubmitButton
        size="lg"
        className="w-full"
        label="Send me a link"
        busyLabel="Sending…"
        busy={isSubmitting}
      />
      <AppLink to={paths.login} className="text-center text-sm font-medium text-brand-700 hover:underline">
        Back to sign in
      </AppLink>
    </form>
  );
}
