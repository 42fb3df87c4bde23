import type { MetaFunction } from 'react-router';
import { AppLink } from '../components/navigation/app-link.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { paths } from '../config/paths.ts';
import { AccountLinkCard } from '../features/auth/components/account-link-card.tsx';
import { emailLinkMeta } from '../features/auth/components/email-link-screen.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { useLinkToken } from '../features/auth/use-link-token.ts';

export const meta: MetaFunction = () => emailLinkMeta('Choose a new password');

/** /reset-password?token=… from the reset mail. */
export default function ResetPasswordRoute() {
  const token = useLinkToken();
  return (
    <AccountLinkCard
      title="Choose a new password"
      description="Your new password signs you out on every device; sign in again with it."
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert variant="error">
          This link is incomplete. Open the link from the mail again, or{' '}
          <AppLink to={paths.forgotPassword} className="font-medium underline">
            ask for a new one
          </AppLink>
          .
        </Alert>
      )}
    </AccountLinkCard>
  );
}
