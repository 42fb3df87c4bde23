import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useResendVerificationMutation } from '../api/verify-email.ts';

/** Shown while the account's address is not confirmed; buying still works. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerificationMutation();
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex min-w-0 items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          Please confirm your email: we sent a link to <strong>{email}</strong>.
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {resend.isPending ? <Spinner className="size-4" /> : null}
        Resend
      </Button>
    </div>
  );
}
