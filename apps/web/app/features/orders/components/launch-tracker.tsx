import {
  deliverableKindLabels,
  type FulfilmentStage,
  formatCalendarDate,
  formatDate,
  fulfilmentStageLabels,
  fulfilmentStages,
  governmentCaveatText,
  isClosedOrder,
  isOrderLaunched,
  type Order,
  type OrderDetail,
  type OrderMilestone,
  orderClosureText,
  trackStateLabel,
  trackStateTones,
} from '@launchpad/shared';
import { CheckCircle2, Circle, CircleAlert, Download, LoaderCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { paths } from '../../../config/paths.ts';
import { customerTimelineEntries } from '../order-timeline.ts';

/** "On track", "Waiting on you since 24 Nov" or "Delayed by 3 days", coloured by how it goes. */
export function TrackStateBadge({ order }: { order: Order }) {
  if (order.trackState === null || isClosedOrder(order)) return null;
  if (isOrderLaunched(order.status)) return <Badge tone="success">Launched</Badge>;
  return <Badge tone={trackStateTones[order.trackState]}>{trackStateLabel(order)}</Badge>;
}

/** The expected launch date and state of a paid order, as the dashboard cards show them. */
export function ExpectedLaunch({ order }: { order: Order }) {
  const closure = orderClosureText(order);
  if (closure) {
    return (
      <p className="text-sm font-medium text-slate-800" data-testid="order-closure">
        {closure}
      </p>
    );
  }
  if (order.expectedLaunchDate === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">
        {isOrderLaunched(order.status) ? 'Launched on ' : 'Expected launch '}
        <strong className="text-slate-900">{formatCalendarDate(order.expectedLaunchDate)}</strong>
      </span>
      <TrackStateBadge order={order} />
    </div>
  );
}

/** Progress, expected date and state at the top of the order page. */
export function LaunchSummary({ order }: { order: OrderDetail }) {
  const done = order.milestones.filter((m) => m.status === 'done').length;
  const total = order.milestones.length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-600">
            {isOrderLaunched(order.status) ? 'Launched on' : 'Expected launch'}
          </p>
          <p className="text-2xl font-bold text-slate-900" data-testid="expected-launch-date">
            {order.expectedLaunchDate ? formatCalendarDate(order.expectedLaunchDate) : 'After payment'}
          </p>
          {order.plannedLaunchDate && order.plannedLaunchDate !== order.expectedLaunchDate ? (
            <p className="text-sm text-slate-600">
              Planned for {formatCalendarDate(order.plannedLaunchDate)}
            </p>
          ) : null}
        </div>
        <div data-testid="track-state">
          <TrackStateBadge order={order} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm text-slate-700">
          <span id="launch-progress-label">Launch progress</span>
          <span>
            {done} of {total} steps · {percent}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="launch-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {order.governmentCaveat && !isOrderLaunched(order.status) ? (
        <p className="text-sm text-slate-600">{governmentCaveatText}</p>
      ) : null}
    </Card>
  );
}

function MilestoneIcon({ status }: { status: OrderMilestone['status'] }) {
  if (status === 'done')
    return <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />;
  if (status === 'in-progress')
    return <LoaderCircle aria-hidden="true" className="size-5 shrink-0 text-brand-600" />;
  if (status === 'blocked')
    return <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />;
  return <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />;
}

const waitsOnLabels: Record<OrderMilestone['waitsOn'], string | null> = {
  team: null,
  customer: 'Needs you',
  government: 'Government step',
  partner: 'Partner step',
};

/** Whose move a milestone waits on, while it still waits: a done or void one waits on nobody. */
export function milestoneWaitsOnText(milestone: OrderMilestone, voided: boolean): string | null {
  if (voided || milestone.status === 'done') return null;
  return waitsOnLabels[milestone.waitsOn];
}

/** The state of a milestone, with whose move it waits on while it waits. */
export function milestoneStatusLine(milestone: OrderMilestone, voided: boolean): string {
  const waitsOn = milestoneWaitsOnText(milestone, voided);
  return `${milestoneStatusText(milestone, voided)}${waitsOn ? ` · ${waitsOn}` : ''}`;
}

function milestoneStatusText(milestone: OrderMilestone, voided: boolean): string {
  if (milestone.status === 'done' && milestone.completedAt)
    return `Done on ${formatDate(milestone.completedAt)}`;
  if (voided) return 'Void: the order was cancelled';
  const expected = `Expected by ${formatCalendarDate(milestone.plannedFor)}`;
  if (milestone.status === 'in-progress') return `In progress · ${expected}`;
  if (milestone.blockedOnCustomer) return `Waiting on you · ${expected}`;
  if (milestone.status === 'blocked') return `Blocked · ${expected}`;
  return expected;
}

/**
 * The stages of the launch, each with its milestones and their planned or actual dates; once the
 * order is cancelled (`voided`) what was not done reads as void.
 */
export function LaunchStages({
  milestones,
  voided = false,
}: {
  milestones: OrderMilestone[];
  voided?: boolean;
}) {
  const byStage = new Map<string, OrderMilestone[]>();
  for (const milestone of milestones)
    byStage.set(milestone.stage, [...(byStage.get(milestone.stage) ?? []), milestone]);
  return (
    <section aria-labelledby="launch-stages-heading" className="flex flex-col gap-3">
      <h2 id="launch-stages-heading" className="text-lg font-bold text-slate-900">
        Stages
      </h2>
      <ol className="flex flex-col gap-4">
        {fulfilmentStages
          .filter((stage) => byStage.has(stage))
          .map((stage: FulfilmentStage) => {
            const items = byStage.get(stage) ?? [];
            const complete = items.every((m) => m.status === 'done');
            return (
              <li key={stage}>
                <Card className="flex flex-col gap-3 p-4">
                  <h3 className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                    {fulfilmentStageLabels[stage]}
                    {complete ? <Badge tone="success">Done</Badge> : voided ? <Badge>Void</Badge> : null}
                  </h3>
                  <ul className="flex flex-col gap-3">
                    {items.map((milestone) => (
                      <li key={milestone.id} className="flex gap-3" data-testid="milestone">
                        <MilestoneIcon status={milestone.status} />
                        <div className="flex min-w-0 flex-col gap-0.5">
                          <span className="text-sm font-medium text-slate-900">{milestone.title}</span>
                          <span className="text-xs text-slate-600">
                            {milestoneStatusLine(milestone, voided)}
                          </span>
                          {milestone.note ? (
                            <span className="text-sm break-words text-slate-700">{milestone.note}</span>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            );
          })}
      </ol>
    </section>
  );
}

/** What the team has handed over, to download. */
export function DeliverablesList({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="deliverables-heading" className="flex flex-col gap-3">
      <h2 id="deliverables-heading" className="text-lg font-bold text-slate-900">
        Deliverables
      </h2>
      {order.deliverables.length === 0 ? (
        <p className="text-sm text-slate-600">
          {isClosedOrder(order)
            ? 'Nothing was handed over before the order was cancelled.'
            : 'Certificates and files appear here as we hand them over.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {order.deliverables.map((deliverable) => (
            <li key={deliverable.id}>
              <a
                href={paths.deliverableFile(order.id, deliverable.id)}
                className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <Download aria-hidden="true" className="size-4" />
                {deliverableKindLabels[deliverable.kind]}: {deliverable.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Everything that happened to the order, oldest first. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="timeline-heading" className="flex flex-col gap-3">
      <h2 id="timeline-heading" className="text-lg font-bold text-slate-900">
        Timeline
      </h2>
      <Timeline entries={customerTimelineEntries(order.events)} />
    </section>
  );
}
