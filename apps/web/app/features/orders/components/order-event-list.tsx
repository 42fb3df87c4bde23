import { formatDateTime, type OrderEvent } from '@launchpad/shared';
import { timelineActor, timelineText, timelineTitle } from '../order-timeline.ts';

/** An order's timeline entries, oldest first: what happened, when, by whom, and any note. */
export function OrderEventList({ events }: { events: readonly OrderEvent[] }) {
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative flex flex-col gap-0.5">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
          />
          <span className="text-sm font-semibold text-slate-900">{timelineTitle(event)}</span>
          <span className="text-xs text-slate-600">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> ·{' '}
            {timelineActor(event.actor)}
          </span>
          {event.reason && event.reason !== timelineTitle(event) ? (
            <span className="text-sm break-words text-slate-700">{timelineText(event.reason)}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
