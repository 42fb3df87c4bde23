import {
  type FulfilmentStage,
  formatCalendarDate,
  formatShortDate,
  fulfilmentStageLabels,
  fulfilmentStages,
  type LaunchBoardEntry,
  type LaunchOwnerFilter,
  milestoneStatusLabels,
  type OrderAttentionFlag,
  orderAttentionOptions,
  type TrackState,
  trackStateLabel,
  trackStates,
  trackStateTones,
} from '@launchpad/shared';
import { ChevronRight, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { AttentionBadges } from '../../../components/ui/attention-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterButtons, FilterSelect } from '../../../components/ui/list-filters.tsx';
import { PagedList } from '../../../components/ui/list-pager.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useLaunchBoardQuery, useLaunchOwnersQuery } from '../api/get-launch-board.ts';

// The payment milestone is done by the payment itself, so no order in progress is ever at it.
const boardStages = fulfilmentStages.filter((stage) => stage !== 'payment');

const stateOptions = trackStates.map((value) => ({
  value,
  label: trackStateLabel({ trackState: value }, 'team'),
}));

function Progress({ entry }: { entry: LaunchBoardEntry }) {
  const percent =
    entry.milestonesTotal > 0 ? Math.round((entry.milestonesDone / entry.milestonesTotal) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Milestones done of ${entry.reference}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-20 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-slate-800">
        {entry.milestonesDone} of {entry.milestonesTotal}
      </span>
    </div>
  );
}

/** One launch on the board: where it stands, what comes next, when it lands and who has it. */
function LaunchRow({ entry, onOpen }: { entry: LaunchBoardEntry; onOpen: (orderId: string) => void }) {
  const title = `${entry.packageName} Package`;
  const next = entry.nextMilestone;
  return (
    <article
      aria-label={`Launch ${entry.reference}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 md:flex-row md:items-start md:justify-between',
        entry.overdueSince ? 'border-red-200 ring-1 ring-red-100' : 'border-slate-200',
      )}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          {entry.overdueSince ? (
            <Badge tone="danger">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              Overdue since {formatShortDate(entry.overdueSince)}
            </Badge>
          ) : null}
          {entry.trackState ? (
            <Badge tone={trackStateTones[entry.trackState]}>{trackStateLabel(entry, 'team')}</Badge>
          ) : null}
          <AttentionBadges
            documentsToReview={entry.documentsToReview}
            cancellationRequestedAt={entry.cancellationRequestedAt}
          />
        </div>
        <p className="flex min-w-0 flex-wrap gap-x-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{entry.customer.name}</span>
          <span className="font-mono">{entry.reference}</span>
        </p>
        {next ? (
          <p className="text-sm text-slate-700">
            <span className="text-slate-600">
              {entry.stage ? fulfilmentStageLabels[entry.stage] : 'Next'}:
            </span>{' '}
            <span className="font-medium text-slate-900">{next.title}</span> ·{' '}
            {milestoneStatusLabels[next.status].toLowerCase()}, expected {formatShortDate(next.plannedFor)}
          </p>
        ) : (
          <p className="text-sm text-slate-600">No launch plan: this order was paid before the tracker.</p>
        )}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-xs text-slate-500">Expected launch</dt>
            <dd className="font-semibold text-slate-900">
              {entry.expectedLaunchDate ? formatCalendarDate(entry.expectedLaunchDate) : 'Not planned'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Milestones</dt>
            <dd>
              <Progress entry={entry} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Owner</dt>
            <dd className="text-slate-800">{entry.owner ? entry.owner.name : 'Unassigned'}</dd>
          </div>
        </dl>
      </div>
      <Button
        variant="outline"
        className="md:shrink-0"
        onClick={() => onOpen(entry.orderId)}
        aria-label={`Open ${title} ${entry.reference} for ${entry.customer.name}`}
      >
        Open order
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </article>
  );
}

/** Whose launches, how they go and what they need from the team. */
function BoardFilters(props: {
  owner: LaunchOwnerFilter | undefined;
  setOwner: (owner: LaunchOwnerFilter | undefined) => void;
  state: TrackState | undefined;
  setState: (state: TrackState | undefined) => void;
  needs: OrderAttentionFlag | undefined;
  setNeeds: (needs: OrderAttentionFlag | undefined) => void;
}) {
  const { owner, setOwner, state, setState, needs, setNeeds } = props;
  const owners = useLaunchOwnersQuery();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FilterSelect<LaunchOwnerFilter>
        label="Owner"
        anyLabel="Everyone"
        value={owner}
        options={[
          { value: 'mine', label: 'Mine' },
          { value: 'unassigned', label: 'Unassigned' },
          ...(owners.data ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
        ]}
        onChange={setOwner}
        className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-64"
      />
      <FilterSelect
        label="Track"
        anyLabel="Every track"
        value={state}
        options={stateOptions}
        onChange={setState}
        className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-64"
      />
      <FilterSelect
        label="Needs"
        anyLabel="Anything"
        value={needs}
        options={orderAttentionOptions}
        onChange={setNeeds}
        className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-64"
      />
    </div>
  );
}

/**
 * The Launch board tab: every order in progress with the milestone at hand, overdue ones first and
 * then by expected launch date; narrowed by stage, owner, how the launch is going and what it
 * needs from the team.
 */
export function LaunchBoardPanel({ onOpenOrder }: { onOpenOrder: (orderId: string) => void }) {
  const [owner, setOwner] = useState<LaunchOwnerFilter | undefined>(undefined);
  const [state, setState] = useState<TrackState | undefined>(undefined);
  const [stage, setStage] = useState<FulfilmentStage | undefined>(undefined);
  const [needs, setNeeds] = useState<OrderAttentionFlag | undefined>(undefined);
  const pages = useCursorPages({ owner, state, stage, needs });
  const boardQuery = useLaunchBoardQuery({ owner, state, stage, needs, cursor: pages.cursor });
  const page = boardQuery.data;

  return (
    <div className="flex flex-col gap-4">
      <BoardFilters
        owner={owner}
        setOwner={setOwner}
        state={state}
        setState={setState}
        needs={needs}
        setNeeds={setNeeds}
      />

      <FilterButtons<FulfilmentStage | undefined>
        legend="Stage"
        value={stage}
        options={[
          { value: undefined, label: `All stages${page ? ` (${page.allStages})` : ''}` },
          ...boardStages.map((value) => ({
            value,
            label: `${fulfilmentStageLabels[value]}${page ? ` (${page.stageCounts[value]})` : ''}`,
          })),
        ]}
        onChange={setStage}
      />

      {boardQuery.isError ? (
        <QueryError
          what="the launches"
          message={boardQuery.error.message}
          onRetry={() => boardQuery.refetch()}
        />
      ) : null}

      {page === undefined && boardQuery.isPending ? <Loading label="Loading launches…" /> : null}

      {page ? (
        <PagedList
          pages={pages}
          shown={page.launches.length}
          total={page.total}
          nextCursor={page.nextCursor}
          loading={boardQuery.isFetching}
          noun="launches"
          empty={
            owner || state || stage || needs
              ? 'No launch matches these filters.'
              : 'No launch is in progress.'
          }
        >
          <ul className="flex flex-col gap-3" aria-busy={boardQuery.isFetching}>
            {page.launches.map((entry) => (
              <li key={entry.orderId}>
                <LaunchRow entry={entry} onOpen={onOpenOrder} />
              </li>
            ))}
          </ul>
        </PagedList>
      ) : null}
    </div>
  );
}
