import { zodResolver } from '@hookform/resolvers/zod';
import { type InviteUserRequest, inviteUserRequestSchema, roleLabels, userRoles } from '@launchpad/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
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
import { EmailField, Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useInviteUserMutation } from '../api/user-actions.ts';

const fields = ['name', 'email', 'role'] as const;
const emptyForm: InviteUserRequest = { name: '', email: '', role: 'customer' };

/** Whom the invitation makes them: a customer, or one of the team's roles. */
function RoleField({ error, control }: { error?: string; control: UseFormRegisterReturn<'role'> }) {
  return (
    <Field
      label="Role"
      hint="Customer, or the team's role that decides what they may see and do."
      error={error}
    >
      {(field) => (
        <select {...field} className={inputClasses} {...control}>
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * "Invite user": an owner opens an account for a colleague (with their role) or a customer, by name
 * and email (a phone is theirs to add); they are mailed a single-use link where they choose their
 * own password (POST /api/admin/invitations).
 */
export function InviteUserDialog() {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteUserMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteUserRequest, unknown, z.output<typeof inviteUserRequestSchema>>({
    resolver: zodResolver(inviteUserRequestSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (account) => {
    setFailure(null);
    try {
      const { user } = await invite.mutateAsync(account);
      toast.success(`Invitation sent to ${user.email}`);
      reset(emptyForm);
      setOpen(false);
    } catch (error) {
      showFieldErrors(error, fields, setError);
      if (isApiError(error) && error.code === 'email_taken') setError('email', { message: error.message });
      setFailure(error instanceof Error ? error.message : 'The invitation could not be sent');
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
          Invite user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Invite a user</DialogTitle>
        <DialogDescription>
          We mail them a link to choose their own password. It works once, for 7 days; you can send a new one
          from their row.
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
          <RoleField error={errors.role?.message} control={register('role')} />
          <FormActions busy={isSubmitting} submitLabel="Send invitation" busyLabel="Sending…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
