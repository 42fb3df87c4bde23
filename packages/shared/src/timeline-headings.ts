import { isAwaitingPayment, isOrderInWork, orderStatusLabel } from './orders.ts';

// The heading of an order's timeline entry says what happened ("Document uploaded", "Waiting on
// you"), for the customer and the team alike; the status an entry leaves the order in is not news.

/** Who reads the timeline: the customer is "you", the team reads "the customer". */
export type TimelineReader = 'customer' | 'team';

/** Entries about money that leave the status as it is: failed attempts, refused or extra payments. */
const isPaymentNote = (reason: string | null | undefined) => !reason || /^(Extra )?[Pp]ayment\b/.test(reason);

type Heading = string | ((amount: string, reader: TimelineReader) => string);

/**
 * Headings of the notes that leave the status as it is, by how their text begins or ends, so that
 * the timeline reads "Refund of ₹5,000 issued" or "Document uploaded" instead of one repeated
 * heading; a heading that names an amount takes it from the note.
 */
const noteHeadings: [RegExp, Heading][] = [
  [/^Expected launch date moved\b/, 'Launch date moved'],
  [/^Refund of (₹[\d,]+) started\b/, (amount) => `Refund of ${amount} started`],
  [/^Refund of (₹[\d,]+) failed\b/, (amount) => `Refund of ${amount} failed`],
  [/^(₹[\d,]+) refunded\b/, (amount) => `Refund of ${amount} issued`],
  [/^Extra payment .* refunding (₹[\d,]+)/, (amount) => `Extra payment: ${amount} being refunded`],
  [/^Cancellation requested\b/, 'Cancellation requested'],
  [/^Cancellation request declined\b/, 'Cancellation request declined'],
  [/^Launched\b/, 'Launched'],
  [/^Notes (updated|removed)$/, 'Notes from the team'],
  [
    / is now looking after this order$|^No one is assigned/,
    (_, reader) => (reader === 'team' ? 'Owner changed' : 'Your launch’s owner'),
  ],
  [/: uploaded /, 'Document uploaded'],
  [/ downloaded$/, 'File downloaded'],
  [/: accepted\b/, 'Document accepted'],
  [/: rejected\b/, 'Document rejected'],
  [/ delivered: /, 'Handed over'],
  [/ withdrawn: /, 'Handed-over file withdrawn'],
  [/: done\b/, 'Step done'],
  [/: waiting on you\b/, (_, reader) => (reader === 'team' ? 'Waiting on the customer' : 'Waiting on you')],
  [/: (in progress|blocked|not started)\b/i, 'Step update'],
];

/** The headline of one timeline entry: what happened to the order. */
export function timelineTitle(
  event: { fromStatus: string | null; toStatus: string; reason?: string | null },
  reader: TimelineReader = 'customer',
): string {
  if (event.fromStatus === null) return 'Order placed';
  if (isAwaitingPayment(event.fromStatus) && isOrderInWork(event.toStatus)) return 'Payment received';
  if (event.fromStatus === event.toStatus) {
    for (const [pattern, heading] of noteHeadings) {
      const match = pattern.exec(event.reason ?? '');
      if (match) return typeof heading === 'string' ? heading : heading(match[1] ?? '', reader);
    }
    return isPaymentNote(event.reason) ? 'Payment update' : 'Launch update';
  }
  return `Status changed to ${orderStatusLabel(event.toStatus)}`;
}
