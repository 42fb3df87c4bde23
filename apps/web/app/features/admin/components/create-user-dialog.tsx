import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateUserRequest, createUserRequestSchema } from '@launchpad/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { EmailField, PasswordField, PhoneField, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useCreateUserMutation } from '../api/create-user.ts';

const fields = ['name', 'email', 'phone', 'password', 'isAdmin'] as const;
const emptyForm: CreateUserRequest = { name: '', email: '', phone: '', password: '', isAdmin: false };

/** "Add user": an admin creates an account for a customer or a colleague (POST /api/users). */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const createUser = useCreateUserMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserRequest, unknown, z.output<typeof createUserRequestSchema>>({
    resolver: zodResolver(createUserRequestSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (account) => {
    setFailure(null);
    try {
      const user = await createUser.mutateAsync(account);
      toast.success(`${user.name} can now sign in${user.isAdmin ? ' as an admin' : ''}`);
      reset(emptyForm);
      setOpen(false);
    } catch (error) {
      showFieldErrors(error, fields, setError);
      if (isApiError(error) && error.code === 'email_taken') setError('email', { message: error.message });
      setFailure(error instanceof Error ? error.message : 'The user could not be created');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset(emptyForm);
          setFailure(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Add user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add a user</DialogTitle>
        <DialogDescription>
          They sign in with this email and password; share the password with them safely.
        </DialogDescription>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Full Name"
            error={errors.name?.message}
            autoComplete="off"
            required
            {...register('name')}
          />
          <EmailField error={errors.email?.message} autoComplete="off" required {...register('email')} />
          <PhoneField error={errors.phone?.message} autoComplete="off" required {...register('phone')} />
          <PasswordField
            label="Password"
            hint="At least 8 characters."
            error={errors.password?.message}
            autoComplete="new-password"
            required
            {...register('password')}
          />
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('isAdmin')} />
            <span>
              <span className="font-medium">Administrator</span>
              <span className="block text-slate-600">
                Can see every user and order and change order statuses.
              </span>
            </span>
          </label>
          <FormActions busy={isSubmitting} submitLabel="Create user" busyLabel="Creating…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
