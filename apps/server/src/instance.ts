import { randomUUID } from 'node:crypto';
import { errorEnvelope, messages } from '@launchpad/shared';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import { type Database, initialiseEmbeddedDatabase, openDatabase } from './db/client.ts';
import { AccessLog } from './lib/access-log.ts';
import { requestContext, safeLoggerOptions } from './lib/logging.ts';
import { createLoopRegistry, type LoopRegistry } from './lib/loops.ts';
import type { Platform } from './lib/platform.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import type { AuthModule } from './modules/auth/index.ts';
import type { FulfilmentModule } from './modules/fulfilment/index.ts';
import type { HealthModule } from './modules/health/index.ts';
import type { MailModule } from './modules/mail/index.ts';
import type { PaymentProvider, PaymentsModule } from './modules/payments/index.ts';
import type { PrivacyModule } from './modules/privacy/index.ts';

/** What the app decorates its instance with: the platform, and the services tests and scripts call. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The background loops of this instance: started once the app is built, stopped on close. */
    loops: LoopRegistry;
    payments: PaymentsModule['service'];
    refunds: PaymentsModule['refunds'];
    /** Accounts and sessions: also what other modules and scripts call (sign-outs, throttling). */
    auth: AuthModule['service'];
    /** Delivers the mail outbox; the worker calls it, tests may too. */
    mailDelivery: MailModule['delivery'];
    /** Queues the gathered progress mails of launches once due; the mailer calls it, tests may too. */
    launchProgress: FulfilmentModule['progress'];
    /** Data exports and account deletions; tests run their background passes directly. */
    privacy: PrivacyModule;
    /** Readiness for traffic: turned off by shutdown before connections drain. */
    readiness: HealthModule['readiness'];
  }
}

export const BODY_LIMIT_BYTES = 100 * 1024;

/** While closing, how often connections that have become idle are closed. */
const IDLE_SWEEP_MS = 50;

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
  /**
   * Run the upkeep loops, every background loop but the mail worker: the payment reconciler, the
   * launch-track refresher, the account housekeeping, the privacy passes, the complaint deadline
   * alerts… (default true).
   */
  upkeep?: boolean;
  /** Deliver the mail outbox in the background (default true). */
  mailWorker?: boolean;
  /** Replace the configured payment provider (tests of failure modes). */
  paymentProvider?: PaymentProvider;
  /** Sees every route as it is registered (tests that walk the whole API). */
  onRoute?: (route: RouteOptions) => void;
  /** The event streams' heartbeat and per-account cap (tests shorten the one and lower the other). */
  liveEvents?: { heartbeatMs?: number; maxStreamsPerUser?: number };
}

/** The Fastify instance with the behaviour every route shares: ids, logging, parsing, closing. */
export function createInstance(config: Config, options: BuildOptions): FastifyInstance {
  const { trustProxy } = config;
  const app = Fastify({
    // Redaction and the error serialiser apply to every logger the app is given.
    logger: options.logger ? safeLoggerOptions(options.logger === true ? {} : options.logger) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    requestIdHeader: false,
    // A hop count as the function Fastify would build from it (its types take no number).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a URL that does not decode) get the same envelope as the rest.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? messages.badUrl : messages.genericError;
      reply.status(400).send(errorEnvelope('bad_request', message, request.id));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Only JSON bodies: a text/plain "simple request" from another site must not reach a route.
  app.removeContentTypeParser('text/plain');
  // Closing waits for the answers in flight, and Fastify runs the onClose hooks (the database's
  // among them) only once every connection has ended. A connection whose answer was under way when
  // closing began stays open after it, kept alive for the client's next request: swept here as
  // soon as it is idle, so shutdown ends when the last answer does, not at the keep-alive timeout.
  app.addHook('preClose', (done) => {
    if (app.server.listening) {
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
    }
    done();
  });
  // Set when the request arrives, so that every answer carries it (errors too) without an onSend hook.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // The rest of the request runs inside this context: every log line it causes names the request.
    requestContext.run(request.id, done);
  });
  return app;
}

/**
 * Opens what the modules are built from: the database (migrated unless told otherwise), the rate
 * limiter (Redis when configured) and the loop registry; each is closed or stopped with the app,
 * the loops before the database.
 */
export async function openPlatform(app: FastifyInstance, config: Config, options: BuildOptions) {
  const ownsDatabase = !options.database;
  if (ownsDatabase) await initialiseEmbeddedDatabase(config.database);
  const database = options.database ?? openDatabase(config.database, undefined, app.log);
  if (!options.skipMigrations) {
    const { applied, total } = await database.migrate();
    if (applied.length > 0)
      app.log.info({ applied, total }, `database migrations applied: ${applied.join(', ')}`);
    else app.log.info({ total }, `database schema up to date (${total} migrations)`);
  }
  app.decorate('config', config);
  app.decorate('database', database);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
  if (redis) watchRedis(redis, app.log);
  const rateLimiter: RateLimiter = redis
    ? createRedisRateLimiter(redis, options.rateLimitPrefix ?? `${config.redisKeyPrefix}rl:`)
    : createMemoryRateLimiter(options.now);

  const loops = createLoopRegistry();
  app.decorate('loops', loops);
  // Before the database closes: no pass may be cut off under it.
  app.addHook('preClose', () => loops.stopAll());
  app.addHook('onClose', async () => {
    await rateLimiter.close();
    if (ownsDatabase) await database.close();
  });
  const platform: Platform = {
    config,
    database,
    log: app.log,
    rateLimiter,
    redis,
    loops,
    internalUrl: () => internalUrl(app),
    now: options.now,
  };
  return platform;
}

/** Logs once when Redis stops answering and once when it is back, not at every reconnect attempt. */
function watchRedis(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  redis.on('error', (error: unknown) => {
    if (!down) log.warn({ err: error }, 'Redis is not answering: rate-limited calls fail until it does');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis answers again');
    down = false;
  });
}

/** Starts the loops the options allow: the mail worker, and the rest (`upkeep`). */
export function startLoops(loops: LoopRegistry, options: BuildOptions) {
  loops.startAll((kind) => (kind === 'mail' ? options.mailWorker !== false : options.upkeep !== false));
}

function internalUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}
