import type { MetaFunction } from 'react-router';
import { paths } from '../config/paths.ts';
import { useConfirmEmailChangeMutation } from '../features/auth/api/change-email.ts';
import { EmailLinkScreen, emailLinkMeta } from '../features/auth/components/email-link-screen.tsx';

export const meta: MetaFunction = () => emailLinkMeta('Confirm your new email');

/** /confirm-email?token=… from the mail sent to a new address: applies the change as the page opens. */
export default function ConfirmEmailRoute() {
  return (
    <EmailLinkScreen
      title="Confirm your new email"
      description="Opening the link from the new address moves your account to it."
      mutation={useConfirmEmailChangeMutation()}
      pendingLabel="Changing your email…"
      failureHint="Your email has not changed; you can ask for a new link on your account page."
      next={{ to: paths.account, label: 'Go to your account' }}
    />
  );
}
