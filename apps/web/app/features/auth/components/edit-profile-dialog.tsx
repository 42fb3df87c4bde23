import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  type PublicUser,
  type UpdateProfileRequest,
  updateProfileRequestSchema,
} from '@launchpad/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { PhoneField, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { generalFormError } from '../auth-error-message.ts';

const fields = ['name', 'phone'] as const;

interface Props {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit Profile: name and phone (the email is the sign-in identity and stays as it is). */
export function EditProfileDialog({ user, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription>Update the name and phone number we use to reach you.</DialogDescription>
        {/* Mounted only while open, so every opening starts from the saved profile. */}
        {open ? <EditProfileForm user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const updateProfile = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileRequest, unknown, z.output<typeof updateProfileRequestSchema>>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (changes) => {
    try {
      await updateProfile.mutateAsync(changes);
      toast.success(accountMessages.profileUpdated);
      onDone();
    } catch (error) {
      showFieldErrors(error, fields, setError);
    }
  });

  // Field problems show at their field; anything else (network, session) above the form.
  const generalError = generalFormError(updateProfile);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {generalError ? <Alert variant="error">{generalError}</Alert> : null}
      <TextField
        label="Full Name"
        error={errors.name?.message}
        autoComplete="name"
        required
        {...register('name')}
      />
      <PhoneField error={errors.phone?.message} hint="Leave empty to remove it." {...register('phone')} />
      <FormActions busy={isSubmitting} submitLabel="Save changes" busyLabel="Saving…" onCancel={onDone} />
    </form>
  );
}
