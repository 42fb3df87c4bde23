import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@launchpad/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { EmailField, PasswordField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useLogInMutation } from '../api/log-in.ts';
import type { SignInOutcome } from '../api/sign-in-outcome.ts';
import { authErrorMessage } from '../auth-error-message.ts';

const fields = ['email', 'password'] as const;

interface SignInFormProps {
  /** True once signed in, while the page waits to redirect: no second submission. */
  locked: boolean;
  onSubmitStart: () => void;
  /** The password was right: a session, or the code step of two-step sign-in. */
  onPasswordAccepted: (outcome: SignInOutcome) => void;
  onError: (message: string) => void;
}

export function SignInForm({ locked, onSubmitStart, onPasswordAccepted, onError }: SignInFormProps) {
  const logIn = useLogInMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    onSubmitStart();
    try {
      onPasswordAccepted(await logIn.mutateAsync(credentials));
    } catch (error) {
      showFieldErrors(error, fields, setError);
      onError(authErrorMessage(error));
    }
  });

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
      <p className="-mt-3 text-right text-sm">
        <AppLink to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </AppLink>
      </p>
      <SubmitButton
        size="lg"
        className="w-full"
        label="Sign In"
        busyLabel="Signing in…"
        busy={isSubmitting}
        disabled={locked}
      />
    </form>
  );
}
