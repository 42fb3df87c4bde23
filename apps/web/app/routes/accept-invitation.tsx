import type { MetaFunction } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { AccountLinkCard } from '../features/auth/components/account-link-card.tsx';
import { emailLinkMeta } from '../features/auth/components/email-link-screen.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { useLinkToken } from '../features/auth/use-link-token.ts';

export const meta: MetaFunction = () => emailLinkMeta('Choose your password');

/** /accept-invitation?token=… from the invitation mail of an account the team opened. */
export default function AcceptInvitationRoute() {
  const token = useLinkToken();
  return (
    <AccountLinkCard
      title="Choose your password"
      description="The Launchpad team opened an account for you. Choose a password, then sign in with your email address."
    >
      {token ? (
        <ResetPasswordForm token={token} invitation />
      ) : (
        <Alert variant="error">
          This link is incomplete. Open the link from the invitation mail again, or ask the person who invited
          you to send a new one.
        </Alert>
      )}
    </AccountLinkCard>
  );
}
