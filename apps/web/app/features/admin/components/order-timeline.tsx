import { type AdminOrderEvent, formatDateTime, orderStatusLabel } from '@launchpad/shared';

/** Who made a change, in words: the admin's or customer's name, the payment provider, the system. */
export function actorLabel(event: AdminOrderEvent): string {
  const { actor } = event;
  switch (actor.kind) {
    case 'admin':
      return `${actor.name} (admin)`;
    case 'customer':
      return `${actor.name} (customer)`;
    case 'provider':
      return 'Payment provider';
    case 'system':
      return 'System';
    default:
      return 'Unknown user';
  }
}

function changeLabel(event: AdminOrderEvent): string {
  if (event.fromStatus === null) return `Created as ${orderStatusLabel(event.toStatus)}`;
  if (event.fromStatus === event.toStatus) return orderStatusLabel(event.toStatus);
  return `${orderStatusLabel(event.fromStatus)} → ${orderStatusLabel(event.toStatus)}`;
}

/** The order's append-only history, oldest first. */
export function OrderTimeline({ events }: { events: AdminOrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">No changes recorded yet.</p>;
  return (
    <ol className="relative flex flex-col gap-4 border-l border-slate-200 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="text-sm font-semibold text-slate-900">{changeLabel(event)}</p>
          {event.reason ? <p className="text-sm break-words text-slate-700">{event.reason}</p> : null}
          <p className="text-xs text-slate-600">
            by {actorLabel(event)} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
