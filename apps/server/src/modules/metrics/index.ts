import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Platform } from '../../lib/platform.ts';
import type { EventsModule } from '../events/index.ts';
import { createMetricsRepository } from './metrics.repository.ts';
import { metricsPlugin } from './metrics.routes.ts';

export interface MetricsDeps {
  /** The event streams, whose open count is reported. */
  events: Pick<EventsModule, 'liveEvents'>;
}

/**
 * `GET /metrics` for a scraper holding METRICS_TOKEN, and the hook that times every route: its
 * plugin is registered before the routes, and does nothing when no token is configured.
 */
export function createMetricsModule(platform: Pick<Platform, 'config' | 'database'>, deps: MetricsDeps) {
  const { config, database } = platform;

  return {
    // Not encapsulated: its hook must see the routes registered after it.
    plugin: fp(async (app: FastifyInstance) => {
      if (!config.metricsToken) return;
      await app.register(metricsPlugin, {
        token: config.metricsToken,
        database,
        metricsRepo: createMetricsRepository(database.db),
        openStreams: () => deps.events.liveEvents.openStreams(),
      });
    }),
  };
}

export type MetricsModule = ReturnType<typeof createMetricsModule>;
