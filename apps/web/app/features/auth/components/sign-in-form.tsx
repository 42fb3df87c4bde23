import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@launchpad/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLogInMutation } from '../api/log-in.ts';
import { authErrorMessage } from '../auth-error-message.ts';

const fields = ['email', 'password'] as const;

interface SignInFormProps {
  /** True once signed in, while the page waits to redirect: no second submission. */
  locked: boolean;
  /** Move focus to the email field when the form appears (after an account was created). */
  focusOnMount?: boolean;
  onSubmitStart: () => void;
  onSignedIn: () => void;
  onError: (message: string) => void;
}

export function SignInForm({
  locked,
  focusOnMount = false,
  onSubmitStart,
  onSignedIn,
  onError,
}: SignInFormProps) {
  const logIn = useLogInMutation();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (credentials) => {
    onSubmitStart();
    try {
      await logIn.mutateAsync(credentials);
      onSignedIn();
    } catch (error) {
      showFieldErrors(error, fields, setError);
      onError(authErrorMessage(error));
    }
  });

  const busy = isSubmitting || locked;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField
        id="sign-in-email"
        error={errors.email?.message}
        placeholder="you@company.in"
        required
        {...register('email')}
      />
      <PasswordField
        id="sign-in-password"
        label="Password"
        error={errors.password?.message}
        autoComplete="current-password"
        placeholder="Your password"
        required
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={busy || !hydrated} className="w-full">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
