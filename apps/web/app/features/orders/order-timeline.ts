import {
  formatCalendarDate,
  type OrderEvent,
  type OrderEventActor,
  orderStatuses,
  orderStatusLabel,
  timelineTitle,
} from '@launchpad/shared';
import type { TimelineEntry } from '../../components/ui/timeline.tsx';

const actorLabels: Record<OrderEventActor, string> = {
  customer: 'You',
  staff: 'Launchpad team',
  provider: 'Payment provider',
  system: 'Launchpad',
};

const statusSlugs = new RegExp(`\\b(${orderStatuses.join('|')})\\b(?=[:.,]|$)`, 'g');

/**
 * A note as the customer reads it: days as "1 Jan 2027" instead of "2027-01-01", and a status as
 * its label instead of its slug ("in-progress"), for notes written before they were worded so.
 */
export function timelineText(reason: string): string {
  return reason
    .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => formatCalendarDate(day))
    .replace(statusSlugs, (slug) => orderStatusLabel(slug));
}

export function timelineActor(actor: OrderEventActor): string {
  return actorLabels[actor];
}

/** An order's events as timeline entries, oldest first: what happened, when, by whom, and any note. */
export function customerTimelineEntries(events: readonly OrderEvent[]): TimelineEntry[] {
  return events.map((event) => {
    const title = timelineTitle(event);
    return {
      key: event.id,
      title,
      at: event.createdAt,
      by: timelineActor(event.actor),
      note: event.reason && event.reason !== title ? timelineText(event.reason) : null,
    };
  });
}
