import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import { messages } from '@launchpad/shared';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config/env.ts';
import { type Database, initialiseEmbeddedDatabase, openDatabase } from './db/client.ts';
import { AccessLog } from './lib/access-log.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { firebaseAuthRoutes } from './modules/auth/firebase-auth.routes.ts';
import { createFirebaseTokenVerifier } from './modules/auth/firebase-token-verifier.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service.ts';
import { createPhonePeProvider } from './modules/payments/providers/phonepe.ts';
import type { PaymentProvider } from './modules/payments/providers/provider.ts';
import { createRazorpayProvider } from './modules/payments/providers/razorpay.ts';
import { startReconciler } from './modules/payments/reconciler.ts';
import { createSandboxRepository } from './modules/payments/sandbox/sandbox.repository.ts';
import {
  type SandboxCredentials,
  sandboxCredentials,
  sandboxRoutes,
} from './modules/payments/sandbox/sandbox.routes.ts';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.ts';
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
  /** Run the payment reconciler in the background (default true). */
  reconciler?: boolean;
  /** Replace the configured payment provider (tests of failure modes). */
  paymentProvider?: PaymentProvider;
  /** Sees every route as it is registered (tests that walk the whole API). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    payments: PaymentsService;
  }
}

/** Builds the whole application from a validated config. Never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    requestIdHeader: false,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a URL that does not decode) get the same envelope as the rest.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply.status(400).send({
        success: false,
        message: error.code === 'FST_ERR_BAD_URL' ? messages.badUrl : messages.genericError,
        error: { code: 'bad_request', requestId: request.id },
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Only JSON bodies: a text/plain "simple request" from another site must not reach a route.
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = !options.database;
  if (ownsDatabase) await initialiseEmbeddedDatabase(config.database);
  const database = options.database ?? openDatabase(config.database);
  if (!options.skipMigrations) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
  const rateLimiter: RateLimiter = redis
    ? createRedisRateLimiter(redis, options.rateLimitPrefix ?? `${config.redisKeyPrefix}rl:`)
    : createMemoryRateLimiter(options.now);

  app.addHook('onClose', async () => {
    await rateLimiter.close();
    if (ownsDatabase) await database.close();
  });
  // Set when the request arrives, so that every answer carries it (errors too) without an onSend hook.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const https = config.publicUrl.startsWith('https://');
  const usersRepo = createUsersRepository(database.db);
  const tokens = createTokenService(config.jwtSecret, options.now);
  const firebase = config.firebaseProjectId
    ? createFirebaseTokenVerifier({
        projectId: config.firebaseProjectId,
        keysUrl: config.firebaseKeysUrl,
        now: options.now,
      })
    : undefined;
  const auth = createAuthService({
    usersRepo,
    tokens,
    rateLimiter,
    rateLimits: config.rateLimits,
    firebase,
    firebaseWeb: config.firebaseWeb,
  });
  const policy = { https, firebaseAuthDomain: config.firebaseWeb?.authDomain };

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, policy);
  await app.register(authPlugin, { tokens, usersRepo, secureCookies: https });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Launchpad API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  const ordersRepo = createOrdersRepository(database);
  const internalUrl = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening');
    const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  };
  const sandbox = config.payments.provider === 'sandbox' ? sandboxCredentials(config.jwtSecret) : undefined;
  const provider = options.paymentProvider ?? createProvider(config, internalUrl, sandbox);
  const payments = createPaymentsService({
    db: database.db,
    ordersRepo,
    paymentsRepo: createPaymentsRepository(database.db),
    provider,
    enabled: config.payments.enabled,
    publicUrl: config.publicUrl,
    log: app.log,
    now: options.now,
  });
  app.decorate('payments', payments);
  if (options.reconciler !== false) {
    const reconciler = startReconciler(payments, app.log);
    app.addHook('preClose', () => reconciler.stop());
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogueRoutes);
      await api.register(contactRoutes, {
        contact: createContactService({
          contactRepo: createContactRepository(database.db),
          rateLimiter,
          rateLimits: config.rateLimits,
        }),
      });
      await api.register(siteConfigRoutes, { support: config.support });
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(paymentsRoutes, { prefix: '/payments', payments });
      await api.register(ordersRoutes, { prefix: '/orders', orders: createOrdersService({ ordersRepo }) });
      await api.register(firebaseAuthRoutes, { prefix: '/firebase-auth', auth });
      await api.register(adminRoutes, {
        admin: createAdminService({
          db: database.db,
          adminRepo: createAdminRepository(database.db),
          ordersRepo,
          usersRepo,
          log: app.log,
        }),
      });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  if (sandbox) {
    await app.register(sandboxRoutes, {
      prefix: '/sandbox',
      repo: createSandboxRepository(database.db),
      credentials: sandbox,
      publicUrl: config.publicUrl,
      internalUrl,
      pendingDelayMs: config.payments.sandboxPendingDelayMs,
      now: options.now,
    });
  }

  if (config.webDistDir) await app.register(staticWebPlugin, { root: config.webDistDir, ...policy });

  if (config.admin) {
    const outcome = await auth.ensureAdmin(config.admin);
    app.log.info({ email: config.admin.email, outcome }, 'admin account ensured');
  }

  return app;
}

function createProvider(
  config: Config,
  internalUrl: () => string,
  sandbox: SandboxCredentials | undefined,
): PaymentProvider {
  const { phonepe, razorpay } = config.payments;
  switch (config.payments.provider) {
    case 'sandbox': {
      const credentials = sandbox as SandboxCredentials;
      return createPhonePeProvider({
        name: 'sandbox',
        ...credentials,
        oauthUrl: () => `${internalUrl()}/sandbox/v1/oauth/token`,
        pgUrl: () => `${internalUrl()}/sandbox`,
      });
    }
    case 'phonepe':
      // loadConfig has already refused a phonepe configuration with any of these missing.
      return createPhonePeProvider({
        clientId: phonepe.clientId ?? '',
        clientSecret: phonepe.clientSecret ?? '',
        clientVersion: phonepe.clientVersion ?? '',
        oauthUrl: phonepe.oauthUrl ?? '',
        pgUrl: phonepe.pgUrl ?? '',
        webhookUsername: phonepe.webhookUsername ?? '',
        webhookPassword: phonepe.webhookPassword ?? '',
      });
    case 'razorpay':
      return createRazorpayProvider({
        keyId: razorpay.keyId ?? '',
        keySecret: razorpay.keySecret ?? '',
        webhookSecret: razorpay.webhookSecret ?? '',
      });
  }
}
