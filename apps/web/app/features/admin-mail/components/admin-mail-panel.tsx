import {
  type AdminMail,
  formatDateTime,
  MAIL_PROBLEM_ATTEMPTS,
  type MailStatus,
  mailStatusDetails,
} from '@launchpad/shared';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterButtons } from '../../../components/ui/list-filters.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminMailQuery } from '../api/get-admin-mail.ts';
import { useRetryMailMutation } from '../api/retry-mail.ts';

const statuses = (Object.keys(mailStatusDetails) as MailStatus[]).map((value) => ({
  value,
  ...mailStatusDetails[value],
}));

function MailCard({ mail }: { mail: AdminMail }) {
  const retry = useRetryMailMutation();
  const status = mailStatusDetails[mail.status];
  // Failed for good, or failed three times and still retried: either way a person can send it now,
  // unless the link it carries has expired.
  const failing =
    mail.status === 'failed' || (mail.status === 'pending' && mail.attempts >= MAIL_PROBLEM_ATTEMPTS);
  return (
    <article
      aria-label={`Mail to ${mail.recipient}: ${mail.subject ?? mail.template}`}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{mail.subject ?? mail.template}</h3>
          <p className="text-sm break-words text-slate-700">To {mail.recipient}</p>
        </div>
        {mail.expired ? (
          <Badge tone="danger">Link expired</Badge>
        ) : failing && mail.status === 'pending' ? (
          <Badge tone="danger">Failed {mail.attempts} times, still retrying</Badge>
        ) : (
          <Badge tone={status.tone}>{status.label}</Badge>
        )}
      </div>
      <p className="text-xs text-slate-600">
        Queued <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
        {' · '}
        {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
        {mail.sentAt ? (
          <>
            {' · '}sent <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
          </>
        ) : mail.status === 'pending' ? (
          <>
            {' · '}next try <time dateTime={mail.nextAttemptAt}>{formatDateTime(mail.nextAttemptAt)}</time>
          </>
        ) : null}
      </p>
      {mail.lastError ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-800">
          {mail.lastError}
        </p>
      ) : null}
      {mail.expired ? (
        <p className="text-sm text-slate-700">
          The link in this mail expired before it could be delivered, so it is not sent again: the customer
          asks for a new one.
        </p>
      ) : failing ? (
        <div className="flex justify-end border-t border-slate-100 pt-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={retry.isPending}
            onClick={() => retry.mutate(mail.id)}
          >
            {retry.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCw aria-hidden="true" className="size-4" />
            )}
            Retry now
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * The Mail tab: the outbox, problems first (failed mails, and mails that failed three times and are
 * still retried) with their error and "Retry now"; a mail whose link expired is reported, not retried.
 */
export function AdminMailPanel() {
  const [status, setStatus] = useState<MailStatus>('failed');
  const mailQuery = useAdminMailQuery(status);
  const list = mailQuery.data;

  return (
    <div className="flex flex-col gap-4">
      <FilterButtons
        legend="Show mails"
        value={status}
        options={statuses.map((option) => ({
          value: option.value,
          label: list ? `${option.label} (${list.counts[option.value]})` : option.label,
        }))}
        onChange={setStatus}
      />

      {mailQuery.isError ? (
        <QueryError what="the mail" message={mailQuery.error.message} onRetry={() => mailQuery.refetch()} />
      ) : null}
      {list === undefined && mailQuery.isPending ? <Loading label="Loading mail…" /> : null}

      {list ? (
        list.mails.length === 0 ? (
          <EmptyState>
            {status === 'failed'
              ? 'No mail has failed.'
              : status === 'pending'
                ? 'No mail is waiting.'
                : 'No mail sent yet.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.mails.map((mail) => (
              <li key={mail.id}>
                <MailCard mail={mail} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
