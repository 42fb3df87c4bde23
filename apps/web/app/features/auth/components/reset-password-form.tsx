import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordRequest, resetPasswordRequestSchema } from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { clearStoredUser } from '../../../lib/stored-user.ts';
import { useSetPasswordFromLinkMutation } from '../api/reset-password.ts';

/**
 * Sets a new password with the token of a reset link, or, for `invitation`, the first password of
 * an account the team opened.
 */
export function ResetPasswordForm({ token, invitation = false }: { token: string; invitation?: boolean }) {
  const reset = useSetPasswordFromLinkMutation({ invitation });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest, unknown, z.output<typeof resetPasswordRequestSchema>>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      setDone(await reset.mutateAsync(input));
      // Every session of the account has ended, this browser's too.
      clearStoredUser();
    } catch (error) {
      showFieldErrors(error, ['password'], setError);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (done) {
    return (
      <>
        <Alert variant="success">{done}</Alert>
        <AppLink
          to={paths.login}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Sign in
        </AppLink>
      </>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure ? (
        <Alert variant="error">
          {failure}{' '}
          <AppLink to={paths.forgotPassword} className="font-medium underline">
            Ask for a new link
          </AppLink>
        </Alert>
      ) : null}
      <input type="hidden" {...register('token')} />
      <PasswordField
        id="reset-password"
        label={invitation ? 'Your password' : 'New password'}
        hint="At least 8 characters."
        error={errors.password?.message}
        autoComplete="new-password"
        required
        {...register('password')}
      />
      <SubmitButton
        size="lg"
        className="w-full"
        label={invitation ? 'Set my password' : 'Set new password'}
        busyLabel="Saving…"
        busy={isSubmitting}
      />
    </form>
  );
}
