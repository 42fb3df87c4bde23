import {
  ADMIN_PAGE_SIZE,
  type FulfilmentStage,
  formatCalendarDate,
  formatShortDate,
  fulfilmentStageLabels,
  fulfilmentStages,
  type LaunchBoardEntry,
  type LaunchOwnerFilter,
  launchOwnerFilterSchema,
  milestoneStatusLabels,
  type TrackState,
  trackStateLabel,
  trackStateSchema,
  trackStates,
  trackStateTones,
} from '@launchpad/shared';
import { ChevronRight, CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLaunchBoardQuery, useLaunchOwnersQuery } from '../api/get-launch-board.ts';
import { useCursorPages } from '../use-cursor-pages.ts';
import { ListPager } from './list-pager.tsx';

const ANY = 'all';

// The payment milestone is done by the payment itself, so no order in progress is ever at it.
const boardStages = fulfilmentStages.filter((stage) => stage !== 'payment');

const stateChoices: Record<TrackState, string> = {
  'on-track': 'On track',
  'waiting-on-customer': 'Waiting on the customer',
  delayed: 'Delayed',
};

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

/**
 * The Launch board tab: every order in progress with the milestone at hand, overdue ones first and
 * then by expected launch date; narrowed by stage, owner and how the launch is going.
 */
export function LaunchBoardPanel({ onOpenOrder }: { onOpenOrder: (orderId: string) => void }) {
  const id = useId();
  const [owner, setOwner] = useState<LaunchOwnerFilter | undefined>(undefined);
  const [state, setState] = useState<TrackState | undefined>(undefined);
  const [stage, setStage] = useState<FulfilmentStage | undefined>(undefined);
  const pages = useCursorPages();
  const [filtersFor, setFiltersFor] = useState({ owner, state, stage });
  // New filters start again at the first page.
  const filtersChanged =
    filtersFor.owner !== owner || filtersFor.state !== state || filtersFor.stage !== stage;
  if (filtersChanged) {
    setFiltersFor({ owner, state, stage });
    pages.reset();
  }
  const boardQuery = useLaunchBoardQuery({
    owner,
    state,
    stage,
    cursor: filtersChanged ? undefined : pages.cursor,
  });
  const owners = useLaunchOwnersQuery();
  const page = boardQuery.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-64">
          <span id={`${id}-owner`} className="text-sm font-medium text-slate-800">
            Owner
          </span>
          <Select
            value={owner ?? ANY}
            onValueChange={(value) => {
              const parsed = launchOwnerFilterSchema.safeParse(value);
              setOwner(parsed.success ? parsed.data : undefined);
            }}
          >
            <SelectTrigger aria-labelledby={`${id}-owner`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Everyone</SelectItem>
              <SelectItem value="mine">Mine</SelectItem>
              <SelectItem value="unassigned">Unassigned</SelectItem>
              {owners.data?.map((admin) => (
                <SelectItem key={admin.id} value={admin.id}>
                  {admin.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-64">
          <span id={`${id}-state`} className="text-sm font-medium text-slate-800">
            Track
          </span>
          <Select
            value={state ?? ANY}
            onValueChange={(value) => {
              const parsed = trackStateSchema.safeParse(value);
              setState(parsed.success ? parsed.data : undefined);
            }}
          >
            <SelectTrigger aria-labelledby={`${id}-state`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Every track</SelectItem>
              {trackStates.map((value) => (
                <SelectItem key={value} value={value}>
                  {stateChoices[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Stage</legend>
        <Button
          size="sm"
          variant={stage === undefined ? 'primary' : 'outline'}
          aria-pressed={stage === undefined}
          onClick={() => setStage(undefined)}
        >
          All stages{page ? ` (${page.allStages})` : ''}
        </Button>
        {boardStages.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={stage === value ? 'primary' : 'outline'}
            aria-pressed={stage === value}
            onClick={() => setStage(value)}
          >
            {fulfilmentStageLabels[value]}
            {page ? ` (${page.stageCounts[value]})` : ''}
          </Button>
        ))}
      </fieldset>

      {boardQuery.isError ? (
        <LoadError what="Launches" message={boardQuery.error.message} onRetry={() => boardQuery.refetch()} />
      ) : null}

      {page === undefined && boardQuery.isPending ? <Loading label="Loading launches…" /> : null}

      {page ? (
        <>
          {page.launches.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
              {owner || state || stage ? 'No launch matches these filters.' : 'No launch is in progress.'}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-busy={boardQuery.isFetching}>
              {page.launches.map((entry) => (
                <li key={entry.orderId}>
                  <LaunchRow entry={entry} onOpen={onOpenOrder} />
                </li>
              ))}
            </ul>
          )}
          <ListPager
            page={pages.page}
            pageSize={ADMIN_PAGE_SIZE}
            shown={page.launches.length}
            total={page.total}
            hasNext={page.nextCursor !== null}
            loading={boardQuery.isFetching}
            noun="launches"
            onPrevious={pages.previous}
            onNext={() => pages.next(page.nextCursor)}
          />
        </>
      ) : null}
    </div>
  );
}
