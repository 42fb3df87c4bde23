import {
  errorEnvelope,
  errorEnvelopeSchema,
  healthDataSchema,
  messages,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: successEnvelope(healthDataSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const databaseState = await database.ping(1500);
      const uptimeSeconds = Math.round(process.uptime());
      if (!databaseState.ok) {
        // Says why, for the operator and the load balancer.
        return reply
          .status(503)
          .send(
            errorEnvelope('service_unavailable', messages.serviceUnavailable, request.id, [
              { path: 'database', message: databaseState.reason },
            ]),
          );
      }
      return {
        success: true as const,
        data: { status: 'ok' as const, database: 'ok' as const, uptimeSeconds },
      };
    },
  );
}
