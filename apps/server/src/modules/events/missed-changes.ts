import type { Cursor } from '../../db/cursor-paging.ts';
import { decodeCursor } from '../../db/cursor-paging.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PositionedChange } from '../orders/index.ts';

// Resuming a live stream: the position a reconnecting client sends back, and the changes it missed
// since, read from every source of positioned changes and merged in order.

/**
 * A reader of the changes after a position, oldest first, of one user's orders or (null) of all, at
 * most `limit`: the order timeline's entries, an order conversation's messages.
 */
export type MissedChanges = (
  after: Cursor,
  userId: string | null,
  limit: number,
) => Promise<PositionedChange[]>;

/** Whether position `a` comes after `b`. */
export const after = (a: Cursor, b: Cursor) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The position a client sent back in Last-Event-ID. A browser only ever sends back an id this
 * server gave it, so anything else (an impossible time such as 2026-02-31 included) is a 400 with
 * the envelope, before the stream opens.
 */
export function resumePosition(lastEventId: string | undefined): Cursor | undefined {
  if (!lastEventId) return undefined;
  const invalid = new AppError('validation_failed', 'Last-Event-ID is not an event id of this stream', [
    { path: 'last-event-id', message: 'Invalid event id' },
  ]);
  if (lastEventId.length > 200) throw invalid;
  try {
    return decodeCursor(lastEventId);
  } catch {
    throw invalid;
  }
}

/** The changes after `position` from every source, merged in order, at most `limit`. */
export async function readMissed(
  sources: MissedChanges[],
  reader: { staff: boolean; userId: string },
  position: Cursor,
  limit: number,
) {
  const userId = reader.staff ? null : reader.userId;
  const lists = await Promise.all(sources.map((read) => read(position, userId, limit)));
  const at = (row: PositionedChange): Cursor => ({ createdAt: row.at, id: row.eventId });
  return lists
    .flat()
    .sort((a, b) => (after(at(a), at(b)) ? 1 : -1))
    .slice(0, limit);
}
