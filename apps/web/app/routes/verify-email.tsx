import type { MetaFunction } from 'react-router';
import { paths } from '../config/paths.ts';
import { useVerifyEmailMutation } from '../features/auth/api/verify-email.ts';
import { EmailLinkScreen, emailLinkMeta } from '../features/auth/components/email-link-screen.tsx';

export const meta: MetaFunction = () => emailLinkMeta('Confirm your email');

/** /verify-email?token=… from the verification mail: confirms the address as the page opens. */
export default function VerifyEmailRoute() {
  return (
    <EmailLinkScreen
      title="Confirm your email"
      description="One click proves this address is yours."
      mutation={useVerifyEmailMutation()}
      pendingLabel="Confirming your email…"
      failureHint="Sign in and choose “Resend” on your dashboard for a new link."
      next={{ to: paths.dashboard, label: 'Go to your dashboard' }}
    />
  );
}
