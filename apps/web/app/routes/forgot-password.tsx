import type { MetaFunction } from 'react-router';
import { AccountLinkCard } from '../features/auth/components/account-link-card.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';

export const meta: MetaFunction = () => [
  { title: 'Forgot your password? | Launchpad' },
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordRoute() {
  return (
    <AccountLinkCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountLinkCard>
  );
}
