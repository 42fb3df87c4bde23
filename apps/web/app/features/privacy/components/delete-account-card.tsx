import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, type PasswordDeletionRequest, passwordDeletionRequestSchema } from '@launchpad/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/field-errors.ts';
import {
  useCancelDeletionMutation,
  useScheduleDeletionMutation,
  useScheduledDeletionQuery,
} from '../api/account-deletion.ts';

/** The failure to show above the form: anything that is not a field's own problem. */
function generalError(mutation: { isError: boolean; error: unknown }): string | null {
  if (!mutation.isError) return null;
  if (isApiError(mutation.error) && mutation.error.details.length > 0) return null;
  return mutation.error instanceof Error ? mutation.error.message : 'Something went wrong';
}

/** Opens Google's sign-in and gives its ID token, or null when the person closed it. */
export type GoogleConfirmation = () => Promise<string | null>;

function DeleteAccountForm({ onDone, withGoogle }: { onDone: () => void; withGoogle?: GoogleConfirmation }) {
  const schedule = useScheduleDeletionMutation();
  const [googleProblem, setGoogleProblem] = useState<string | null>(null);
  const confirmWithGoogle = async () => {
    if (!withGoogle) return;
    setGoogleProblem(null);
    try {
      const idToken = await withGoogle();
      if (!idToken) return;
      const { scheduledFor } = await schedule.mutateAsync({ idToken });
      toast.success(`Your account will be deleted on ${formatDate(scheduledFor)}.`);
      onDone();
    } catch (error) {
      setGoogleProblem(error instanceof Error ? error.message : 'Something went wrong');
    }
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordDeletionRequest>({
    resolver: zodResolver(passwordDeletionRequestSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { scheduledFor } = await schedule.mutateAsync(values);
      toast.success(`Your account will be deleted on ${formatDate(scheduledFor)}.`);
      onDone();
    } catch (error) {
      showFieldErrors(error, ['password'], setError);
    }
  });
  const problem = googleProblem ?? generalError(schedule);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      {withGoogle ? (
        <div className="flex flex-col gap-2">
          <Button type="button" variant="outline" disabled={schedule.isPending} onClick={confirmWithGoogle}>
            Confirm with Google
          </Button>
          <p className="text-sm text-slate-600">Signed up with Google? Sign in with it again to confirm.</p>
        </div>
      ) : null}
      <PasswordField
        label="Your password"
        error={errors.password?.message}
        autoComplete="current-password"
        required
        {...register('password')}
      />
      <FormActions
        busy={isSubmitting}
        submitLabel="Delete my account"
        busyLabel="Scheduling…"
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * The account page's "Delete account" card: scheduled a week ahead, cancellable until then;
 * confirmed with the password, or with a fresh Google sign-in (`withGoogle`, where Google is offered).
 */
export function DeleteAccountCard({ withGoogle }: { withGoogle?: GoogleConfirmation }) {
  const scheduled = useScheduledDeletionQuery();
  const cancel = useCancelDeletionMutation();
  const [confirming, setConfirming] = useState(false);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-1">
        <CardTitle className="text-lg">Delete account</CardTitle>
        <CardDescription>
          Your profile, billing details, documents and messages are erased 7 days after you ask; signing in
          before then keeps your account. Tax invoices, credit notes and payment records stay for as long as
          GST law requires, under a pseudonym.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3">
        {scheduled.isPending ? <Loading label="Loading…" className="py-6" /> : null}
        {scheduled.isError ? (
          <QueryError
            what="whether your account is due for deletion"
            message={scheduled.error.message}
            onRetry={() => scheduled.refetch()}
          />
        ) : null}
        {cancel.isError ? <Alert variant="error">{cancel.error.message}</Alert> : null}
        {scheduled.isSuccess && scheduled.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm font-medium text-red-800">
              Your account will be deleted on{' '}
              <time dateTime={scheduled.data.scheduledFor}>{formatDate(scheduled.data.scheduledFor)}</time>.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast.success('Your account will not be deleted.'),
                })
              }
            >
              Keep my account
            </Button>
          </div>
        ) : null}
        {scheduled.isSuccess && !scheduled.data ? (
          <div>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete my account…
            </Button>
          </div>
        ) : null}
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Enter your password{withGoogle ? ', or sign in with Google again,' : ''} to confirm. Your account
            is deleted in 7 days; sign in before then to keep it. An order that is paid and in work must be
            completed or cancelled first.
          </DialogDescription>
          {confirming ? (
            <DeleteAccountForm onDone={() => setConfirming(false)} withGoogle={withGoogle} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
