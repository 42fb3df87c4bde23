import { type AdminOrderEvent, orderStatusLabel, timelineTitle } from '@launchpad/shared';
import type { TimelineEntry } from '../../components/ui/timeline.tsx';

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

/** What happened: the status change, or for an entry that leaves the status as it was, what it records. */
export function changeLabel(event: Pick<AdminOrderEvent, 'fromStatus' | 'toStatus' | 'reason'>): string {
  if (event.fromStatus === null) return `Created as ${orderStatusLabel(event.toStatus)}`;
  if (event.fromStatus === event.toStatus) return timelineTitle(event, 'team');
  return `${orderStatusLabel(event.fromStatus)} → ${orderStatusLabel(event.toStatus)}`;
}

/** The order's append-only history as the team reads it: what happened, its author and the note. */
export function adminTimelineEntries(events: readonly AdminOrderEvent[]): TimelineEntry[] {
  return events.map((event) => ({
    key: event.id,
    title: changeLabel(event),
    at: event.createdAt,
    by: `by ${actorLabel(event)}`,
    note: event.reason,
  }));
}
