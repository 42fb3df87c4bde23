import {
  type AdminGrievance,
  type AdminGrievanceFilter,
  formatDateTime,
  grievanceStatusDetails,
} from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FilterButtons } from '../../../components/ui/list-filters.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { useAdminGrievancesQuery, useUpdateGrievanceMutation } from '../api/grievances.ts';

const filters: { value: AdminGrievanceFilter; label: string }[] = [
  { value: 'unresolved', label: 'Unresolved' },
  { value: 'open', label: 'Not acknowledged' },
  { value: 'acknowledged', label: 'Acknowledged' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** Time left on a clock in words, or how long ago it ran out: "5 h left", "2 h overdue". */
export function timeLeft(seconds: number): string {
  const hours = Math.abs(seconds) / 3600;
  const amount =
    hours >= 48
      ? `${Math.floor(hours / 24)} days`
      : hours >= 1
        ? `${Math.floor(hours)} h`
        : `${Math.max(1, Math.floor(Math.abs(seconds) / 60))} min`;
  return seconds > 0 ? `${amount} left` : `${amount} overdue`;
}

function ChangeForm({ grievance }: { grievance: AdminGrievance }) {
  const update = useUpdateGrievanceMutation();
  const [note, setNote] = useState('');
  const next = grievance.status === 'open' ? 'acknowledged' : 'resolved';
  function submit(status: 'acknowledged' | 'resolved') {
    return (event?: FormEvent) => {
      event?.preventDefault();
      update.mutate({ id: grievance.id, status, note }, { onSuccess: () => setNote('') });
    };
  }
  return (
    <form onSubmit={submit(next)} noValidate className="flex flex-col gap-2">
      <Field label={`Note to ${grievance.name} (mailed)`} error={update.error?.message}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={2000}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        {grievance.status === 'open' ? (
          <Button type="submit" size="sm" disabled={update.isPending}>
            Acknowledge
          </Button>
        ) : null}
        <Button
          type={grievance.status === 'open' ? 'button' : 'submit'}
          size="sm"
          variant={grievance.status === 'open' ? 'outline' : 'primary'}
          disabled={update.isPending}
          onClick={grievance.status === 'open' ? submit('resolved') : undefined}
        >
          Resolve
        </Button>
      </div>
    </form>
  );
}

function GrievanceRow({ grievance }: { grievance: AdminGrievance }) {
  const status = grievanceStatusDetails[grievance.status];
  return (
    <li data-testid="admin-grievance" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          <span className="font-mono">{grievance.number}</span> · {grievance.subject}
        </h3>
        <span className="flex flex-wrap items-center gap-2">
          {grievance.overdue ? <Badge tone="danger">Overdue</Badge> : null}
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {grievance.name} &lt;{grievance.email}&gt; · received {formatDateTime(grievance.createdAt)}
        {grievance.orderReference ? ` · order ${grievance.orderReference}` : ''}
      </p>
      <p className="text-sm whitespace-pre-wrap text-slate-900">{grievance.body}</p>
      <p className="text-sm text-slate-700">
        {grievance.acknowledgeSecondsLeft !== null
          ? `Acknowledge: ${timeLeft(grievance.acknowledgeSecondsLeft)} (by ${formatDateTime(grievance.acknowledgeBy)}) · `
          : ''}
        {grievance.resolveSecondsLeft !== null
          ? `Resolve: ${timeLeft(grievance.resolveSecondsLeft)} (by ${formatDateTime(grievance.resolveBy)})`
          : `Resolved ${formatDateTime(grievance.resolvedAt ?? grievance.resolveBy)}`}
      </p>
      {grievance.timeline.length > 1 ? (
        <Timeline
          label={`Timeline of ${grievance.number}`}
          entries={grievance.timeline.slice(1).map((event) => ({
            key: `${event.status}-${event.at}`,
            title: grievanceStatusDetails[event.status].label,
            at: event.at,
            note: event.note,
          }))}
        />
      ) : null}
      {grievance.status !== 'resolved' ? <ChangeForm grievance={grievance} /> : null}
    </li>
  );
}

/** The complaints: overdue first, with the time left on each clock; acknowledge or resolve with a note. */
export function ComplaintsPanel() {
  const [filter, setFilter] = useState<AdminGrievanceFilter>('unresolved');
  const list = useAdminGrievancesQuery(filter);
  return (
    <div className="flex flex-col gap-4">
      <FilterButtons legend="Which complaints" value={filter} options={filters} onChange={setFilter} />
      {list.data && list.data.overdueCount > 0 ? (
        <Alert variant="error">
          {list.data.overdueCount === 1 ? 'One complaint is' : `${list.data.overdueCount} complaints are`}{' '}
          past a deadline.
        </Alert>
      ) : null}
      {list.data ? (
        list.data.grievances.length === 0 ? (
          <EmptyState>No complaints here.</EmptyState>
        ) : (
          <Card>
            <ul className="flex flex-col divide-y divide-slate-200">
              {list.data.grievances.map((grievance) => (
                <GrievanceRow key={grievance.id} grievance={grievance} />
              ))}
            </ul>
          </Card>
        )
      ) : list.isError ? (
        <QueryError what="the complaints" message={list.error.message} onRetry={() => list.refetch()} />
      ) : (
        <Loading label="Loading the complaints…" className="py-12" />
      )}
    </div>
  );
}
