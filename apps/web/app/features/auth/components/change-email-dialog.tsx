import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type ChangeEmailRequest, changeEmailRequestSchema } from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { EmailField, PasswordField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useRequestEmailChangeMutation } from '../api/change-email.ts';
import { generalFormError } from '../auth-error-message.ts';

const fields = ['email', 'currentPassword'] as const;

interface Props {
  currentEmail: string;
  /** An address never confirmed cannot be changed: the dialog says so instead of offering a form. */
  emailVerified: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change Email: a link goes to the new address, and the email changes only when it is opened. */
export function ChangeEmailDialog({ currentEmail, emailVerified, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Change Email</DialogTitle>
        <DialogDescription>
          We send a link to the new address; your email changes when you open it. Until then you sign in with{' '}
          {currentEmail}.
        </DialogDescription>
        {open && emailVerified ? <ChangeEmailForm onDone={() => onOpenChange(false)} /> : null}
        {open && !emailVerified ? <ConfirmFirst onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmFirst({ onDone }: { onDone: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <Alert variant="info">{accountMessages.emailChangeNeedsConfirmedEmail}</Alert>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const requestChange = useRequestEmailChangeMutation();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailRequest, unknown, z.output<typeof changeEmailRequestSchema>>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const message = await requestChange.mutateAsync(input);
      setSent({ message, email: input.email });
    } catch (error) {
      showFieldErrors(error, fields, setError);
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" className="[overflow-wrap:anywhere]">
          <span className="font-semibold">Link sent to {sent.email}.</span> {sent.message}
        </Alert>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  // Field problems show at their field; anything else (rate limit, network) above the form.
  const generalError = generalFormError(requestChange);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {generalError ? <Alert variant="error">{generalError}</Alert> : null}
      <EmailField label="New Email" error={errors.email?.message} required {...register('email')} />
      <PasswordField
        label="Current Password"
        error={errors.currentPassword?.message}
        hint="Not needed if you only sign in with Google."
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <FormActions busy={isSubmitting} submitLabel="Send link" busyLabel="Sending…" onCancel={onDone} />
    </form>
  );
}
