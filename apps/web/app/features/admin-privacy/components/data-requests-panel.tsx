import {
  type AdminDataRequest,
  type DataRequestKind,
  dataRequestKindLabel,
  formatDateTime,
  type StatusTone,
} from '@launchpad/shared';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterButtons } from '../../../components/ui/list-filters.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { useDataRequestsQuery } from '../api/data-requests.ts';
import { CorrectCustomerDialog } from './correct-customer-dialog.tsx';

type Filter = DataRequestKind | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'export', label: 'Copies of data' },
  { value: 'deletion', label: 'Deletions' },
  { value: 'correction', label: 'Corrections' },
];

function toneOf(request: AdminDataRequest): StatusTone {
  if (/^(Failed|Refused)/.test(request.outcome)) return 'danger';
  if (request.completedAt === null) return 'warning';
  return /^Cancelled|Expired/.test(request.outcome) ? 'neutral' : 'success';
}

function When({ label, at }: { label: string; at: string | null }) {
  if (!at) return null;
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-800">
        <time dateTime={at}>{formatDateTime(at)}</time>
      </dd>
    </div>
  );
}

function RequestCard({ request }: { request: AdminDataRequest }) {
  const title = `${dataRequestKindLabel[request.kind]}: ${request.customer.name}`;
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{title}</h3>
          <p className="text-sm break-words text-slate-700">{request.customer.email}</p>
        </div>
        <Badge tone={toneOf(request)}>{request.outcome}</Badge>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <When label="Requested" at={request.requestedAt} />
        <When label={request.completedAt ? 'Was due' : 'Due'} at={request.scheduledFor} />
        <When
          label={/^(Cancelled|Refused)/.test(request.outcome) ? 'Closed' : 'Completed'}
          at={request.completedAt}
        />
      </dl>
      {request.audit.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            Audit trail ({request.audit.length})
          </summary>
          <ol className="mt-2 flex flex-col gap-1 text-slate-700">
            {request.audit.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>: {entry.action}, by {entry.actor}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {request.customer.erased ? null : (
        <div className="flex justify-end border-t border-slate-100 pt-3">
          <CorrectCustomerDialog customer={request.customer} />
        </div>
      )}
    </article>
  );
}

/** The Data requests tab: copies, deletions and corrections, newest first, with dates, outcome and audit. */
export function DataRequestsPanel() {
  const [kind, setKind] = useState<Filter>('all');
  const query = useDataRequestsQuery(kind);
  const requests = query.data?.pages.flatMap((page) => page.requests);
  return (
    <div className="flex flex-col gap-4">
      <FilterButtons legend="Show requests" value={kind} options={filters} onChange={setKind} />
      {query.isError ? (
        <QueryError what="the data requests" message={query.error.message} onRetry={() => query.refetch()} />
      ) : null}
      {requests === undefined && query.isPending ? <Loading label="Loading data requests…" /> : null}
      {requests ? (
        requests.length === 0 ? (
          <EmptyState>No data requests yet.</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
        )
      ) : null}
      {query.hasNextPage ? <LoadMore query={query} /> : null}
    </div>
  );
}
