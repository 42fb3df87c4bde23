import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import type { MetaDescriptor } from 'react-router';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Loading } from '../../../components/ui/query-state.tsx';
import { useLinkToken } from '../use-link-token.ts';
import { AccountLinkCard } from './account-link-card.tsx';

/** The meta of a screen opened from a mailed link. */
export function emailLinkMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | Launchpad` },
    { name: 'robots', content: 'noindex' },
    // The token is in this page's URL: never send it to another site.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

interface Props {
  title: string;
  description: string;
  /** Sends the token of the link; its answer is the server's sentence for the success. */
  mutation: UseMutationResult<string, Error, { token: string }>;
  pendingLabel: string;
  /** Said after the server's reason when the link does not work: how to get a new one. */
  failureHint: string;
  next: { to: string; label: string };
}

/**
 * A screen opened from a link in one of our mails (`…?token=…`): sends the token once as the page
 * opens and shows how that went, then where to go next.
 */
export function EmailLinkScreen({ title, description, mutation, pendingLabel, failureHint, next }: Props) {
  const token = useLinkToken();
  const asked = useRef(false);

  useEffect(() => {
    if (token && !asked.current) {
      asked.current = true;
      mutation.mutate({ token });
    }
  }, [token, mutation]);

  let content: ReactNode;
  if (!token) {
    content = <Alert variant="error">This link is incomplete. Open the link from the mail again.</Alert>;
  } else if (mutation.isSuccess) {
    content = <Alert variant="success">{mutation.data}</Alert>;
  } else if (mutation.isError) {
    content = (
      <Alert variant="error">
        {mutation.error.message} {failureHint}
      </Alert>
    );
  } else {
    content = <Loading label={pendingLabel} />;
  }

  return (
    <AccountLinkCard title={title} description={description}>
      {content}
      <AppLink to={next.to} className="text-sm font-medium text-brand-700 hover:underline">
        {next.label}
      </AppLink>
    </AccountLinkCard>
  );
}
