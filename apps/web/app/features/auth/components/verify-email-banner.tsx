import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** Shown while the account's address is not confirmed; buying still works. */
export function VerifyEmailBanner({ email }: { email: string }) {
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
      <ResendVerificationButton label="Resend" />
    </div>
  );
}
