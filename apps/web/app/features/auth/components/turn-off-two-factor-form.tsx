import { twoFactorMessages } from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDisableTwoFactorMutation } from '../api/two-factor.ts';
import { generalFormError } from '../auth-error-message.ts';

/** The server's message for one field of a failed request, if any. */
function fieldMessage(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.details.find((detail) => detail.path === field)?.message : undefined;
}

/**
 * Turning two-step sign-in off: the password, or for an account that signs in with Google only a
 * code from the app.
 */
export function TurnOffTwoFactorForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactorMutation();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync(withCode ? { code: value } : { password: value });
      toast.success(twoFactorMessages.disabled);
      onDone();
    } catch {
      // Shown at the field or above the form.
    }
  };
  const error = fieldMessage(disable.error, withCode ? 'code' : 'password');
  const generalError = generalFormError(disable);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {generalError ? <Alert variant="error">{generalError}</Alert> : null}
      {withCode ? (
        <TextField
          label="Code from your app"
          error={error}
          autoComplete="one-time-code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
        />
      ) : (
        <PasswordField
          label="Your password"
          error={error}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton label="Turn off" busyLabel="Turning off…" busy={disable.isPending} />
        <Button variant="outline" onClick={onDone} disabled={disable.isPending}>
          Cancel
        </Button>
        <Button
          variant="link"
          onClick={() => {
            setWithCode((current) => !current);
            setValue('');
            disable.reset();
          }}
        >
          {withCode ? 'Use my password instead' : 'No password? Use a code from your app'}
        </Button>
      </div>
    </form>
  );
}
