import { PassThrough } from 'node:stream';
import {
  isStaffRole,
  type LiveOrderChange,
  liveEventNames,
  liveOrderChangeKindSchema,
  messages,
  type UserRole,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type Cursor, encodeCursor } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionsRepository } from '../auth/index.ts';
import { ORDER_CHANGES_CHANNEL, type OrderChangeNotice } from '../orders/index.ts';
import { after, type MissedChanges, readMissed, resumePosition } from './missed-changes.ts';

export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_USER = 10;
/** How many missed changes a reconnection replays; beyond that the client is told to read everything again. */
const RESUME_LIMIT = 100;
/** A stream whose reader has fallen this far behind is ended rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 64 * 1024;
const CLOSE_GRACE_MS = 1000;

const noticeSchema = z.object({
  orderId: z.guid(),
  userId: z.guid(),
  kind: liveOrderChangeKindSchema,
  eventId: z.guid().optional(),
  at: z.string().optional(),
  adminsOnly: z.boolean().optional(),
});

interface Deps {
  database: Pick<Database, 'listen'>;
  /** Every source of positioned changes, read together when a stream reconnects. */
  missedChanges: MissedChanges[];
  sessionsRepo: Pick<SessionsRepository, 'listLive'>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
}

interface LiveStream {
  userId: string;
  sessionId: string;
  /** A member of the team: hears every order, not only their own. */
  staff: boolean;
  body: PassThrough;
  /** Live frames held back while the missed changes are being replayed, with their positions. */
  held: { frame: string; position: Cursor | undefined }[] | null;
  /**
   * What a resumed client has already had: everything up to the Last-Event-ID it sent, and the
   * changes replayed to it. A notice of one of them that arrives late (NOTIFY is delivered when the
   * listening connection gets to it) is not sent again.
   */
  had: { upTo: Cursor | undefined; replayed: Set<string> };
}

/** Whether the stream's client already has the change at `position`. */
function alreadyHad(stream: LiveStream, position: Cursor | undefined): boolean {
  if (!position) return false;
  const { upTo, replayed } = stream.had;
  return replayed.has(position.id) || (upTo !== undefined && !after(position, upTo));
}

/** One `order` event; a change recorded on the timeline carries its position as the event id. */
function orderFrame(change: LiveOrderChange, position: Cursor | undefined): string {
  const id = position ? `id: ${encodeCursor(position)}\n` : '';
  return `${id}event: ${liveEventNames.order}\ndata: ${JSON.stringify(change)}\n\n`;
}

/** The streams open on this instance: all of them, by account, and the admins' ones. */
interface Hub {
  streams: Set<LiveStream>;
  byUser: Map<string, Set<LiveStream>>;
  admins: Set<LiveStream>;
  heartbeat: NodeJS.Timeout | undefined;
}

function send(stream: LiveStream, frame: string, position?: Cursor) {
  if (stream.held) {
    stream.held.push({ frame, position });
    return;
  }
  if (alreadyHad(stream, position)) return;
  if (stream.body.writableLength > MAX_BUFFERED_BYTES) {
    stream.body.end();
    return;
  }
  stream.body.write(frame);
}

/** Fans one order change notice out to the admins' streams and, unless for admins only, the owner's. */
function deliver(hub: Hub, log: FastifyBaseLogger, payload: string) {
  let notice: OrderChangeNotice;
  try {
    notice = noticeSchema.parse(JSON.parse(payload));
  } catch (error) {
    log.warn({ err: error }, 'an order change notice could not be read');
    return;
  }
  const position = notice.eventId && notice.at ? { createdAt: notice.at, id: notice.eventId } : undefined;
  const frame = orderFrame({ orderId: notice.orderId, kind: notice.kind }, position);
  for (const stream of hub.admins) send(stream, frame, position);
  if (notice.adminsOnly) return;
  for (const stream of hub.byUser.get(notice.userId) ?? []) {
    if (!stream.staff) send(stream, frame, position);
  }
}

// Notices sent while the listening connection was being replaced are lost: every stream ends,
// and its client reconnects with Last-Event-ID and is replayed what it missed from the timeline.
function endAll(hub: Hub) {
  for (const stream of hub.streams) stream.body.end();
}

async function beat(hub: Hub, sessionsRepo: Deps['sessionsRepo'], log: FastifyBaseLogger) {
  if (hub.streams.size === 0) return;
  let live: Map<string, { role: UserRole }> | undefined;
  try {
    live = await sessionsRepo.listLive([...new Set([...hub.streams].map((s) => s.sessionId))]);
  } catch (error) {
    // The database is away: keep the streams, and look again on the next beat.
    log.warn({ err: error }, 'the sessions of the event streams could not be checked');
  }
  for (const stream of hub.streams) {
    const session = live?.get(stream.sessionId);
    if (live && (!session || isStaffRole(session.role) !== stream.staff)) stream.body.end();
    else if (!stream.held) stream.body.write(': heartbeat\n\n');
  }
}

function remove(hub: Hub, stream: LiveStream) {
  hub.streams.delete(stream);
  hub.admins.delete(stream);
  const own = hub.byUser.get(stream.userId);
  own?.delete(stream);
  if (own?.size === 0) hub.byUser.delete(stream.userId);
  if (hub.streams.size === 0) {
    clearInterval(hub.heartbeat);
    hub.heartbeat = undefined;
  }
}

/**
 * Adds a stream for the user, at most `max` per account; its frames are held until the replay.
 * Registered before anything is awaited, so that the cap holds for simultaneous opens, and before
 * the missed changes are read, so that none committed meanwhile is lost.
 */
function register(hub: Hub, user: UserRow, sessionId: string, max: number): LiveStream {
  const own = hub.byUser.get(user.id) ?? new Set<LiveStream>();
  if (own.size >= max) {
    throw new AppError(
      'rate_limited',
      `At most ${max} live connections may be open for one account. Close a tab or window and try again.`,
    );
  }
  const stream: LiveStream = {
    userId: user.id,
    sessionId,
    staff: isStaffRole(user.role),
    body: new PassThrough(),
    held: [],
    had: { upTo: undefined, replayed: new Set() },
  };
  hub.streams.add(stream);
  own.add(stream);
  hub.byUser.set(user.id, own);
  if (isStaffRole(user.role)) hub.admins.add(stream);
  stream.body.once('close', () => remove(hub, stream));
  return stream;
}

/** Sends what the client missed since `position`, then what arrived meanwhile (without repeats). */
async function replay(sources: MissedChanges[], stream: LiveStream, position: Cursor | undefined) {
  stream.had.upTo = position;
  try {
    if (position) {
      const rows = await readMissed(sources, stream, position, RESUME_LIMIT + 1);
      if (rows.length > RESUME_LIMIT) {
        stream.body.write(`event: ${liveEventNames.resync}\ndata: {}\n\n`);
      } else {
        for (const row of rows) {
          const at = { createdAt: row.at, id: row.eventId };
          stream.had.replayed.add(row.eventId);
          stream.body.write(orderFrame({ orderId: row.orderId, kind: row.kind }, at));
        }
      }
    }
  } finally {
    const held = stream.held ?? [];
    stream.held = null;
    for (const { frame, position: at } of held) send(stream, frame, at);
  }
}

/**
 * The server-sent event streams of one instance (`GET /api/events`). Every order change is a NOTIFY
 * sent by the transaction that made it (`orders.repository.ts`); each instance LISTENs once and fans
 * the notice out in memory to the streams of the order's owner and of the admins. A client that
 * reconnects with Last-Event-ID is first sent the timeline entries it missed. A heartbeat comment
 * keeps proxies from timing the stream out, and on each one the sessions behind the open streams are
 * read again in one statement: a stream whose session was revoked or has expired, or whose account
 * became or stopped being staff, ends.
 */
export function createLiveEvents({
  database,
  missedChanges,
  sessionsRepo,
  log,
  heartbeatMs = HEARTBEAT_MS,
  maxStreamsPerUser = MAX_STREAMS_PER_USER,
}: Deps) {
  const hub: Hub = { streams: new Set(), byUser: new Map(), admins: new Set(), heartbeat: undefined };
  let listening: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;

  function ensureListening(): Promise<void> {
    listening ??= database
      .listen(
        ORDER_CHANGES_CHANNEL,
        (payload) => deliver(hub, log, payload),
        () => endAll(hub),
      )
      .then(
        (stop) => {
          unlisten = stop;
        },
        (error: unknown) => {
          listening = undefined;
          throw error;
        },
      );
    return listening;
  }

  return {
    /** The streams open on this instance (the metrics report them). */
    openStreams: () => hub.streams.size,

    /**
     * Opens a stream for the signed-in user: at most `maxStreamsPerUser` per account on this
     * instance. Resolves with the body to send once the missed changes are in it.
     */
    async open(user: UserRow, sessionId: string, lastEventId: string | undefined): Promise<PassThrough> {
      if (closed) throw new AppError('service_unavailable', messages.serviceUnavailable);
      const resumeAfter = resumePosition(lastEventId);
      const stream = register(hub, user, sessionId, maxStreamsPerUser);
      hub.heartbeat ??= setInterval(() => void beat(hub, sessionsRepo, log), heartbeatMs).unref();
      try {
        await ensureListening();
      } catch (error) {
        stream.body.destroy();
        log.error({ err: error }, 'could not listen for order changes');
        throw new AppError('service_unavailable', messages.serviceUnavailable);
      }
      // Reconnections after a restart are spread over a few seconds rather than arriving at once.
      stream.body.write(`retry: ${2000 + Math.floor(Math.random() * 3000)}\n\n`);
      try {
        await replay(missedChanges, stream, resumeAfter);
      } catch (error) {
        stream.body.destroy();
        throw error;
      }
      return stream.body;
    },

    async close(): Promise<void> {
      closed = true;
      clearInterval(hub.heartbeat);
      hub.heartbeat = undefined;
      endAll(hub);
      // A reader that stopped reading never lets its stream finish: it is cut off after a moment.
      for (let waited = 0; hub.streams.size > 0 && waited < CLOSE_GRACE_MS; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const stream of hub.streams) stream.body.destroy();
      await listening?.catch(() => {});
      await unlisten?.();
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
