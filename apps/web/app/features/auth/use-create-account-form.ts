import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterRequest, registerRequestSchema } from '@launchpad/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showFieldErrors } from '../../lib/field-errors.ts';
import { useRegisterAccountMutation } from './api/register-account.ts';
import { authErrorMessage } from './auth-error-message.ts';

const fields = ['name', 'email', 'phone', 'password'] as const;

interface CreateAccountEvents {
  onSubmitStart: () => void;
  onRegistered: () => void;
  onError: (message: string) => void;
}

/** The create-account form's fields and its submission, which signs the new account in. */
export function useCreateAccountForm({ onSubmitStart, onRegistered, onError }: CreateAccountEvents) {
  const registerAccount = useRegisterAccountMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest, unknown, z.output<typeof registerRequestSchema>>({
    resolver: zodResolver(registerRequestSchema),
    // Product updates are opt-in: the box starts unticked.
    defaultValues: { name: '', email: '', phone: '', password: '', productUpdates: false },
  });

  const onSubmit = handleSubmit(async (account) => {
    onSubmitStart();
    try {
      await registerAccount.mutateAsync(account);
      // Signed in: the panel says so and goes on where the visitor was going.
      onRegistered();
    } catch (error) {
      showFieldErrors(error, fields, setError);
      onError(authErrorMessage(error));
    }
  });

  return { register, errors, isSubmitting, onSubmit };
}
