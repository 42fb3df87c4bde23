import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue.routes.ts';

/** The public catalogue of packages and their prices, under `/api`. */
export function createCatalogueModule() {
  return {
    async routes(api: FastifyInstance) {
      await api.register(catalogueRoutes);
    },
  };
}
