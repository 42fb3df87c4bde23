import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createTokenService } from './lib/tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface BuildOptions {
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** An already opened database (tests share one across apps); otherwise opened from config. */
  database?: Database;
  /** Skip applying migrations at start (the caller did). */
  skipMigrations?: boolean;
  now?: () => number;
  /** Namespace of the Redis rate-limit keys; instances that share limits share it. */
  rateLimitPrefix?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Builds the whole application from a validated config. Never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain "simple request" from another site must not reach a route.
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase(config.database);
  if (!options.skipMigrations) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
  const rateLimiter: RateLimiter = redis
    ? createRedisRateLimiter(redis, options.rateLimitPrefix)
    : createMemoryRateLimiter(options.now);

  app.addHook('onClose', async () => {
    await rateLimiter.close();
    if (ownsDatabase) await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const https = config.publicUrl.startsWith('https://');
  const usersRepo = createUsersRepository(database.db);
  const tokens = createTokenService(config.jwtSecret, options.now);
  const auth = createAuthService({ usersRepo, tokens, rateLimiter, rateLimits: config.rateLimits });

  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(securityPlugin, { https });
  await app.register(authPlugin, { tokens, usersRepo, secureCookies: https });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Launchpad API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogueRoutes);
      await api.register(authRoutes, { prefix: '/auth', auth });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  if (config.webDistDir) await app.register(staticWebPlugin, { root: config.webDistDir, https });

  if (config.admin) {
    const outcome = await auth.ensureAdmin(config.admin);
    app.log.info({ email: config.admin.email, outcome }, 'admin account ensured');
  }

  return app;
}
