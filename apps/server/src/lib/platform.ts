import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { LoopRegistry } from './loops.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * What every module is built from, besides the other modules' services: the instance's config,
 * database, logger, rate limiter, the registry its background loops join, and its clock.
 */
export interface Platform {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  /** The shared Redis, when REDIS_URL is set: readiness reports whether it answers. */
  redis?: Redis;
  loops: LoopRegistry;
  /** This instance's own address, once it listens: what it serves to itself (the sandbox provider). */
  internalUrl: () => string;
  /** The clock of the services (tests move it); the system clock when absent. */
  now?: () => number;
}
