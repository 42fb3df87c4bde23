import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useResendVerificationMutation } from '../api/verify-email.ts';

/** Asks for a new verification link for the signed-in account; the answer shows as a toast. */
export function ResendVerificationButton({ label }: { label: string }) {
  const resend = useResendVerificationMutation();
  return (
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
      {label}
    </Button>
  );
}
