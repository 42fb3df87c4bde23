import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import { healthRoutes } from './health.routes.ts';
import { createReadiness } from './readiness.ts';

/** Liveness and readiness for traffic (turned off by shutdown), under `/api/health`. */
export function createHealthModule(platform: Pick<Platform, 'database' | 'redis' | 'config'>) {
  const { database, redis, config } = platform;
  const readiness = createReadiness(database);
  // Readiness waits for the database as long as a request would wait to connect.
  const pingMs = config.database.driver === 'postgres' ? (config.database.connectTimeoutMs ?? 1500) : 1500;

  return {
    readiness,
    async routes(api: FastifyInstance) {
      await api.register(healthRoutes, { database, readiness, redis, pingMs });
    },
  };
}

export type HealthModule = ReturnType<typeof createHealthModule>;
