import { z } from 'zod';

/** `data` of `GET /api/health` and `GET /api/health/ready`: whether this instance should get traffic. */
export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  /** Present when the instance shares its rate limits through Redis (REDIS_URL). */
  redis: z.enum(['ok', 'unreachable']).optional(),
  uptimeSeconds: z.number(),
});

/** `data` of `GET /api/health/live`: the process answers (restart it when it does not). */
export const livenessDataSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
