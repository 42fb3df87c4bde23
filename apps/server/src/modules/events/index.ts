import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { ConversationsModule } from '../conversations/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import { eventsRoutes } from './events.routes.ts';
import { createLiveEvents } from './live-events.ts';

export interface EventsDeps {
  auth: Pick<AuthModule, 'sessionsRepo'>;
  orders: Pick<OrdersModule, 'reads'>;
  conversations: Pick<ConversationsModule, 'missedMessages'>;
  /** The streams' heartbeat and per-account cap (tests shorten the one and lower the other). */
  settings?: { heartbeatMs?: number; maxStreamsPerUser?: number };
}

/** The live event streams of orders, their conversations and sessions, under `/api/events`. */
export function createEventsModule(platform: Platform, deps: EventsDeps) {
  const liveEvents = createLiveEvents({
    database: platform.database,
    missedChanges: [deps.orders.reads.listChangesAfter, deps.conversations.missedMessages],
    sessionsRepo: deps.auth.sessionsRepo,
    log: platform.log,
    ...deps.settings,
  });

  return {
    liveEvents,
    /** Ends the open streams: before the server closes, or one would hold its close forever. */
    close: () => liveEvents.close(),
    async routes(api: FastifyInstance) {
      await api.register(eventsRoutes, { liveEvents });
    },
  };
}

export type EventsModule = ReturnType<typeof createEventsModule>;
