import {
  formatCalendarDate,
  isAwaitingPayment,
  isOrderInWork,
  type OrderEvent,
  type OrderEventActor,
  orderStatuses,
  orderStatusLabel,
} from '@launchpad/shared';
import type { TimelineEntry } from '../../components/ui/timeline.tsx';

const actorLabels: Record<OrderEventActor, string> = {
  customer: 'You',
  staff: 'Launchpad team',
  provider: 'Payment provider',
  system: 'Launchpad',
};

/** Entries about money that leave the status as it is: failed attempts, refused or extra payments. */
const isPaymentNote = (reason: string | null | undefined) => !reason || /^(Extra )?[Pp]ayment\b/.test(reason);

/**
 * Headings of the notes that leave the status as it is, by how their text begins or ends, so that
 * the timeline reads "Refund of ₹5,000 issued" or "Document uploaded" instead of one repeated
 * heading; a heading that names an amount takes it from the note.
 */
const noteHeadings: [RegExp, string | ((amount: string) => string)][] = [
  [/^Expected launch date moved\b/, 'Launch date moved'],
  [/^Refund of (₹[\d,]+) started\b/, (amount) => `Refund of ${amount} started`],
  [/^Refund of (₹[\d,]+) failed\b/, (amount) => `Refund of ${amount} failed`],
  [/^(₹[\d,]+) refunded\b/, (amount) => `Refund of ${amount} issued`],
  [/^Extra payment .* refunding (₹[\d,]+)/, (amount) => `Extra payment: ${amount} being refunded`],
  [/^Cancellation requested\b/, 'Cancellation requested'],
  [/^Cancellation request declined\b/, 'Cancellation request declined'],
  [/^Launched\b/, 'Launched'],
  [/^Notes (updated|removed)$/, 'Notes from the team'],
  [/ is now looking after this order$|^No one is assigned/, 'Your launch’s owner'],
  [/: uploaded /, 'Document uploaded'],
  [/ downloaded$/, 'File downloaded'],
  [/: accepted\b/, 'Document accepted'],
  [/: rejected\b/, 'Document rejected'],
  [/ delivered: /, 'Handed over'],
  [/ withdrawn: /, 'Handed-over file withdrawn'],
  [/: done\b/, 'Step done'],
  [/: (in progress|blocked|not started)\b/i, 'Step update'],
];

/** The headline of one timeline entry: what happened to the order. */
export function timelineTitle(
  event: Pick<OrderEvent, 'fromStatus' | 'toStatus'> & { reason?: string | null },
): string {
  if (event.fromStatus === null) return 'Order placed';
  if (isAwaitingPayment(event.fromStatus) && isOrderInWork(event.toStatus)) return 'Payment received';
  if (event.fromStatus === event.toStatus) {
    for (const [pattern, heading] of noteHeadings) {
      const match = pattern.exec(event.reason ?? '');
      if (match) return typeof heading === 'string' ? heading : heading(match[1] ?? '');
    }
    return isPaymentNote(event.reason) ? 'Payment update' : 'Launch update';
  }
  return `Status changed to ${orderStatusLabel(event.toStatus)}`;
}

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
