import { type ReactNode, useEffect, useRef } from 'react';
import type { MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { AppLink } from '../components/navigation/app-link.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Loading } from '../components/ui/load-state.tsx';
import { paths } from '../config/paths.ts';
import { useConfirmEmailChangeMutation } from '../features/auth/api/change-email.ts';
import { AccountLinkCard } from '../features/auth/components/account-link-card.tsx';

export const meta: MetaFunction = () => [
  { title: 'Confirm your new email | Launchpad' },
  { name: 'robots', content: 'noindex' },
  // The token is in this page's URL: never send it to another site.
  { name: 'referrer', content: 'no-referrer' },
];

/** /confirm-email?token=… from the mail sent to a new address: applies the change as the page opens. */
export default function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmEmailChangeMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (token && !asked.current) {
      asked.current = true;
      confirm.mutate({ token });
    }
  }, [token, confirm]);

  let content: ReactNode;
  if (!token) {
    content = <Alert variant="error">This link is incomplete. Open the link from the mail again.</Alert>;
  } else if (confirm.isSuccess) {
    content = <Alert variant="success">{confirm.data}</Alert>;
  } else if (confirm.isError) {
    content = (
      <Alert variant="error">
        {confirm.error.message} Your email has not changed; you can ask for a new link on your account page.
      </Alert>
    );
  } else {
    content = <Loading label="Changing your email…" />;
  }

  return (
    <AccountLinkCard
      title="Confirm your new email"
      description="Opening the link from the new address moves your account to it."
    >
      {content}
      <AppLink to={paths.account} className="text-sm font-medium text-brand-700 hover:underline">
        Go to your account
      </AppLink>
    </AccountLinkCard>
  );
}
