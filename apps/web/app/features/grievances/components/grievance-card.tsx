import { formatDateTime, type Grievance, grievanceStatusDetails } from '@launchpad/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';

/** A complaint as its complainant follows it: number, status, both deadlines and its timeline. */
export function GrievanceCard({ grievance }: { grievance: Grievance }) {
  const status = grievanceStatusDetails[grievance.status];
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="grievance">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          <span className="font-mono">{grievance.number}</span> · {grievance.subject}
        </h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600">Received</dt>
          <dd className="text-slate-900">{formatDateTime(grievance.createdAt)}</dd>
        </div>
        {grievance.orderReference ? (
          <div>
            <dt className="text-xs text-slate-600">Order</dt>
            <dd className="font-mono text-slate-900">{grievance.orderReference}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-slate-600">
            {grievance.acknowledgedAt ? 'Acknowledged' : 'To be acknowledged by'}
          </dt>
          <dd className="text-slate-900">
            {formatDateTime(grievance.acknowledgedAt ?? grievance.acknowledgeBy)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">
            {grievance.resolvedAt ? 'Resolved' : 'To be resolved by'}
          </dt>
          <dd className="text-slate-900">{formatDateTime(grievance.resolvedAt ?? grievance.resolveBy)}</dd>
        </div>
      </dl>
      <Timeline
        label="What happened"
        entries={grievance.timeline.map((event) => ({
          key: `${event.status}-${event.at}`,
          title: grievanceStatusDetails[event.status].label,
          at: event.at,
          note: event.note,
        }))}
      />
    </Card>
  );
}
