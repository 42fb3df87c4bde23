import { type ReactNode, useEffect, useRef } from 'react';
import type { MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { AppLink } from '../components/navigation/app-link.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Loading } from '../components/ui/load-state.tsx';
import { paths } from '../config/paths.ts';
import { useVerifyEmailMutation } from '../features/auth/api/verify-email.ts';
import { AccountLinkCard } from '../features/auth/components/account-link-card.tsx';

export const meta: MetaFunction = () => [
  { title: 'Confirm your email | Launchpad' },
  { name: 'robots', content: 'noindex' },
  // The token is in this page's URL: never send it to another site.
  { name: 'referrer', content: 'no-referrer' },
];

/** /verify-email?token=… from the verification mail: confirms the address as the page opens. */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmailMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (token && !asked.current) {
      asked.current = true;
      verify.mutate({ token });
    }
  }, [token, verify]);

  let content: ReactNode;
  if (!token) {
    content = <Alert variant="error">This link is incomplete. Open the link from the mail again.</Alert>;
  } else if (verify.isSuccess) {
    content = <Alert variant="success">{verify.data}</Alert>;
  } else if (verify.isError) {
    content = (
      <Alert variant="error">
        {verify.error.message} Sign in and choose “Resend” on your dashboard for a new link.
      </Alert>
    );
  } else {
    content = <Loading label="Confirming your email…" />;
  }

  return (
    <AccountLinkCard title="Confirm your email" description="One click proves this address is yours.">
      {content}
      <AppLink to={paths.dashboard} className="text-sm font-medium text-brand-700 hover:underline">
        Go to your dashboard
      </AppLink>
    </AccountLinkCard>
  );
}
