import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import { siteConfigRoutes } from './site-config.routes.ts';

/** The settings the prerendered pages read at run time, under `/api/site-config`. */
export function createSiteConfigModule(platform: Pick<Platform, 'config'>) {
  return {
    async routes(api: FastifyInstance) {
      await api.register(siteConfigRoutes, platform.config);
    },
  };
}
