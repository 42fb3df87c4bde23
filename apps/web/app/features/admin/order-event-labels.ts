import { type AdminOrderEvent, orderStatusLabel } from '@launchpad/shared';
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

function changeLabel(event: AdminOrderEvent): string {
  if (event.fromStatus === null) return `Created as ${orderStatusLabel(event.toStatus)}`;
  if (event.fromStatus === event.toStatus) return orderStatusLabel(event.toStatus);
  return `${orderStatusLabel(event.fromStatus)} → ${orderStatusLabel(event.toStatus)}`;
}

/** The order's append-only history as the team reads it: the status change, its author and reason. */
export function adminTimelineEntries(events: readonly AdminOrderEvent[]): TimelineEntry[] {
  return events.map((event) => ({
    key: event.id,
    title: changeLabel(event),
    at: event.createdAt,
    by: `by ${actorLabel(event)}`,
    note: event.reason,
  }));
}
