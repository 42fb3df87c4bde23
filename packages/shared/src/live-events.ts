import { z } from 'zod';

/** The path of the signed-in user's server-sent event stream. */
export const LIVE_EVENTS_PATH = '/api/events';

/**
 * What changed on an order: its status (placed, paid, cancelled, completed…), a new entry on its
 * timeline without a status change (a milestone, a document, a note, a failed payment), its launch
 * track recomputed by the daily refresh without anyone touching the order, or a new message of its
 * conversation (an internal note reaches admins only).
 */
export const liveOrderChangeKinds = ['status', 'activity', 'track', 'message'] as const;
export const liveOrderChangeKindSchema = z.enum(liveOrderChangeKinds);
export type LiveOrderChangeKind = z.infer<typeof liveOrderChangeKindSchema>;

/** The data of an `order` event on `GET /api/events`: which order changed, and how. */
export const liveOrderChangeSchema = z.object({
  orderId: z.guid(),
  kind: liveOrderChangeKindSchema,
});
export type LiveOrderChange = z.infer<typeof liveOrderChangeSchema>;

/**
 * The names of the events on the stream: `order` carries a `LiveOrderChange`; `resync` says that
 * changes may have been missed (more than a reconnection can replay), so everything should be read again.
 */
export const liveEventNames = { order: 'order', resync: 'resync' } as const;
