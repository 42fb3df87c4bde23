import { z } from 'zod';

/** `data` of `GET /api/health`. */
export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});
