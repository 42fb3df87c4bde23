import { launchPackages, packagesResponseSchema, successEnvelope } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function catalogueRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/packages',
    {
      schema: { tags: ['catalogue'], response: { 200: successEnvelope(packagesResponseSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: [...launchPackages] };
    },
  );
}
