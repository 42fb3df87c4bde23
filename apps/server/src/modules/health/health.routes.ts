import {
  errorEnvelope,
  errorEnvelopeSchema,
  healthDataSchema,
  livenessDataSchema,
  messages,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { pingDatabase } from '../../db/ping.ts';
import type { Readiness } from './readiness.ts';

interface Options {
  database: Database;
  readiness: Readiness;
  /** The shared Redis, when configured: reported, never a reason to take this instance out. */
  redis: Redis | undefined;
  /** How long the database may take to answer the readiness ping. */
  pingMs: number;
}

/**
 * Liveness says the process answers; readiness says it should get traffic: the database answers,
 * every migration of this build is applied, and the instance is not shutting down. `/api/health`
 * is readiness, as it always was. With Redis configured it says whether Redis answers: when it does
 * not, every instance shares the fault, so the instance stays in rotation as `degraded` (only its
 * rate-limited calls fail until Redis answers) rather than taking the whole site out.
 */
export async function healthRoutes(app: FastifyInstance, { database, readiness, redis, pingMs }: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readySchema = {
    tags: ['health'],
    response: { 200: successEnvelope(healthDataSchema), 503: errorEnvelopeSchema },
  };

  async function ready(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const notReady = (path: string, message: string) =>
      reply
        .status(503)
        .send(
          errorEnvelope('service_unavailable', messages.serviceUnavailable, request.id, [{ path, message }]),
        );
    if (readiness.draining()) return notReady('instance', 'shutting down');
    const [databaseState, redisState] = await Promise.all([
      database.ping(pingMs),
      redis ? pingDatabase(() => redis.ping(), pingMs) : undefined,
    ]);
    // Says why, for the operator and the load balancer.
    if (!databaseState.ok) return notReady('database', databaseState.reason);
    if (!(await readiness.migrationsApplied())) return notReady('migrations', 'not all applied yet');
    const redisOk = redisState?.ok ?? true;
    return ok({
      status: redisOk ? ('ok' as const) : ('degraded' as const),
      database: 'ok' as const,
      ...(redisState ? { redis: redisOk ? ('ok' as const) : ('unreachable' as const) } : {}),
      uptimeSeconds: Math.round(process.uptime()),
    });
  }

  r.get('/health', { schema: readySchema }, ready);
  r.get('/health/ready', { schema: readySchema }, ready);
  r.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: successEnvelope(livenessDataSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
}
