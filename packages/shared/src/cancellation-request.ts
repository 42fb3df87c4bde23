import { z } from 'zod';
import { formatDate } from './format.ts';
import { isOrderCancelled } from './orders.ts';

// A customer's request to cancel a paid order, and how it ended: still open, declined with the
// team's reply, or settled (refunded, or the order cancelled). The timeline's notes carry it; the
// sentences that start those notes live here, so that the writer and the reader agree.

/** How the timeline notes of a cancellation request begin. */
export const cancellationRequestNotes = {
  requested: 'Cancellation requested: ',
  declined: 'Cancellation request declined: ',
} as const;

/** The start of the timeline note of an admin's refund ("Refund of ₹5,000 started: …"). */
const REFUND_STARTED = /^Refund of ₹[\d,]+ started: /;

export const cancellationRequestStates = ['open', 'declined', 'settled'] as const;

/** The customer's latest cancellation request of an order, as its order page shows it. */
export const cancellationRequestViewSchema = z.object({
  state: z.enum(cancellationRequestStates),
  requestedAt: z.string(),
  reason: z.string(),
  /** The team's reply when it declined the request. */
  reply: z.string().nullable(),
  /** When it was declined or settled; null while it is open. */
  closedAt: z.string().nullable(),
});
export type CancellationRequestView = z.infer<typeof cancellationRequestViewSchema>;

/** What the derivation reads of a timeline entry. */
interface TimelineEntry {
  toStatus: string;
  fromStatus: string | null;
  reason: string | null;
  createdAt: string;
}

/**
 * The order's latest cancellation request from its timeline (oldest first), or null when none was
 * made. `openSince` is the order's open request, if any: a request is open exactly while it is set.
 */
export function cancellationRequestOf(
  events: readonly TimelineEntry[],
  openSince: string | null,
): CancellationRequestView | null {
  const index = events.findLastIndex((e) => e.reason?.startsWith(cancellationRequestNotes.requested));
  const request = events[index];
  if (!request?.reason) return null;
  const base = {
    requestedAt: request.createdAt,
    reason: request.reason.slice(cancellationRequestNotes.requested.length),
  };
  if (openSince) return { ...base, state: 'open', reply: null, closedAt: null };
  const later = events.slice(index + 1);
  const declined = later.find((e) => e.reason?.startsWith(cancellationRequestNotes.declined));
  if (declined?.reason) {
    const reply = declined.reason.slice(cancellationRequestNotes.declined.length);
    return { ...base, state: 'declined', reply, closedAt: declined.createdAt };
  }
  const settled = later.find(
    (e) =>
      (isOrderCancelled(e.toStatus) && !isOrderCancelled(e.fromStatus ?? '')) ||
      REFUND_STARTED.test(e.reason ?? ''),
  );
  return { ...base, state: 'settled', reply: null, closedAt: settled?.createdAt ?? null };
}

/** The request in one sentence for its customer. */
export function cancellationRequestText(request: CancellationRequestView): string {
  const asked = `You asked to cancel on ${formatDate(request.requestedAt)}`;
  const on = request.closedAt ? ` on ${formatDate(request.closedAt)}` : '';
  if (request.state === 'open') return `${asked}. We are looking at it and will reply on this order.`;
  if (request.state === 'declined') return `${asked}. We declined it${on}: ${request.reply}`;
  return `${asked}. We settled it${on}; the refund and the order's status show below.`;
}
