import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import { healthRoutes } from './health.routes.ts';
import { createReadiness } from './readiness.ts';

/** Liveness and readiness for traffic (turned off by shutdown), under `/api/health`. */
export function createHealthModule(platform: Pick<Platform, 'database'>) {
  const { database } = platform;
  const readiness = createReadiness(database);

  return {
    readiness,
    async routes(api: FastifyInstance) {
      await api.register(healthRoutes, { database, readiness });
    },
  };
}

export type HealthModule = ReturnType<typeof createHealthModule>;
