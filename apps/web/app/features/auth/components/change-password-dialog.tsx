import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordRequestSchema } from '@launchpad/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { generalFormError } from '../auth-error-message.ts';

// The request contract plus a confirmation that only the form needs.
const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Repeat the new password') })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

const fields = ['currentPassword', 'newPassword'] as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change Password: signs out every other device; this one stays signed in. */
export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Change Password</DialogTitle>
        <DialogDescription>
          You stay signed in here; every other device is signed out and needs the new password.
        </DialogDescription>
        {open ? <ChangePasswordFormBody onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordFormBody({ onDone }: { onDone: () => void }) {
  const changePassword = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast.success(accountMessages.passwordChanged);
      onDone();
    } catch (error) {
      showFieldErrors(error, fields, setError);
    }
  });

  // Field problems show at their field; anything else (rate limit, network) above the form.
  const generalError = generalFormError(changePassword);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {generalError ? <Alert variant="error">{generalError}</Alert> : null}
      <PasswordField
        label="Current Password"
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        required
        {...register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        error={errors.newPassword?.message}
        hint="At least 8 characters."
        autoComplete="new-password"
        required
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm New Password"
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
      />
      <FormActions
        busy={isSubmitting}
        submitLabel="Change Password"
        busyLabel="Changing…"
        onCancel={onDone}
      />
    </form>
  );
}
