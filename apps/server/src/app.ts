import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { errorEnvelope, messages } from '@launchpad/shared';
import Fastify, {
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
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { createAdminUsersService } from './modules/admin/admin-users.service.ts';
import { createAccountTokensRepository } from './modules/auth/account-tokens.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type AuthService, createAuthService } from './modules/auth/auth.service.ts';
import { createEmailChangeService } from './modules/auth/email-change.service.ts';
import { createEmailVerificationService } from './modules/auth/email-verification.service.ts';
import { createFederatedIdentitiesRepository } from './modules/auth/federated-identities.repository.ts';
import { firebaseAuthRoutes } from './modules/auth/firebase-auth.routes.ts';
import { createFirebaseTokenVerifier } from './modules/auth/firebase-token-verifier.ts';
import { createGoogleSignInService } from './modules/auth/google-sign-in.service.ts';
import { startAccountHousekeeping } from './modules/auth/housekeeping.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { createSignInsRepository } from './modules/auth/sign-ins.repository.ts';
import { createUsersRepository } from './modules/auth/users.repository.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import { billingRoutes, invoiceRegisterRoutes } from './modules/billing/billing.routes.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes.ts';
import { createConversationNotices } from './modules/conversations/conversation-notices.ts';
import { createConversationsRepository } from './modules/conversations/conversations.repository.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { createConversationsService } from './modules/conversations/conversations.service.ts';
import { createSupportQueueService } from './modules/conversations/support-queue.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createLiveEvents } from './modules/events/live-events.ts';
import { createDocumentsService } from './modules/fulfilment/documents.service.ts';
import { createFulfilmentRepository } from './modules/fulfilment/fulfilment.repository.ts';
import { fulfilmentAdminRoutes } from './modules/fulfilment/fulfilment.routes.ts';
import { createFulfilmentService, startTrackRefresher } from './modules/fulfilment/fulfilment.service.ts';
import { createLaunchBoardRepository } from './modules/fulfilment/launch-board.repository.ts';
import { launchBoardRoutes } from './modules/fulfilment/launch-board.routes.ts';
import { createLaunchBoardService } from './modules/fulfilment/launch-board.service.ts';
import { createLaunchNotices } from './modules/fulfilment/launch-notices.ts';
import { launchSignOffRoutes } from './modules/fulfilment/launch-sign-off.routes.ts';
import { createLaunchSignOff } from './modules/fulfilment/launch-sign-off.ts';
import { createOrderFilesRepository } from './modules/fulfilment/order-files.repository.ts';
import { orderFilesRoutes } from './modules/fulfilment/order-files.routes.ts';
import { createOrderFilesService } from './modules/fulfilment/order-files.service.ts';
import { createProgressMailsRepository } from './modules/fulfilment/progress-mails.repository.ts';
import {
  createProgressMails,
  type ProgressMails,
  startProgressMailer,
} from './modules/fulfilment/progress-mails.ts';
import { createUploadQuota } from './modules/fulfilment/upload-quota.ts';
import { createWithdrawDeliverable } from './modules/fulfilment/withdraw-deliverable.ts';
import { startGrievanceAlerts } from './modules/grievances/grievance-alerts.ts';
import { createGrievanceNotices } from './modules/grievances/grievance-notices.ts';
import { createGrievancesRepository } from './modules/grievances/grievances.repository.ts';
import { grievancesRoutes } from './modules/grievances/grievances.routes.ts';
import { createGrievancesService } from './modules/grievances/grievances.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createReadiness, type Readiness } from './modules/health/readiness.ts';
import { createMailDelivery, type MailDelivery, startMailWorker } from './modules/mail/delivery.ts';
import { mailAdminRoutes } from './modules/mail/mail.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { createMailOutbox } from './modules/mail/outbox.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './modules/mail/transport.ts';
import { createMetricsRepository } from './modules/metrics/metrics.repository.ts';
import { metricsPlugin } from './modules/metrics/metrics.routes.ts';
import { createOrderNotices } from './modules/orders/order-notices.ts';
import { createOrderTransitions } from './modules/orders/order-transitions.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createOfflinePayments } from './modules/payments/offline-payments.ts';
import { createPaymentNotices } from './modules/payments/payment-notices.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service.ts';
import { checkPaymentProvider } from './modules/payments/provider-check.ts';
import { createPhonePeProvider } from './modules/payments/providers/phonepe.ts';
import type { PaymentProvider } from './modules/payments/providers/provider.ts';
import { createRazorpayProvider } from './modules/payments/providers/razorpay.ts';
import { startReconciler } from './modules/payments/reconciler.ts';
import { refundCompletedNotice, refundInitiatedNotice } from './modules/payments/refund-notices.ts';
import { createRefundsRepository } from './modules/payments/refunds.repository.ts';
import { createRefundsService, type RefundsService } from './modules/payments/refunds.service.ts';
import {
  createSandboxRefundsRepository,
  createSandboxRepository,
} from './modules/payments/sandbox/sandbox.repository.ts';
import { sandboxRoutes } from './modules/payments/sandbox/sandbox.routes.ts';
import {
  type SandboxCredentials,
  sandboxCredentials,
} from './modules/payments/sandbox/sandbox-credentials.ts';
import { createPrivacyModule, type PrivacyModule } from './modules/privacy/index.ts';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.ts';
import { apiDocPlugin } from './plugins/api-doc.ts';
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
  /**
   * Run the background loops other than the mail worker (the `upkeep` loops of the registry): the
   * payment reconciler, the launch-track refresher, the account housekeeping, the privacy passes,
   * the complaint deadline alerts… (default true).
   */
  reconciler?: boolean;
  /** Deliver the mail outbox in the background (default true). */
  mailWorker?: boolean;
  /** Replace the configured payment provider (tests of failure modes). */
  paymentProvider?: PaymentProvider;
  /** Sees every route as it is registered (tests that walk the whole API). */
  onRoute?: (route: RouteOptions) => void;
  /** The event streams' heartbeat and per-account cap (tests shorten the one and lower the other). */
  liveEvents?: { heartbeatMs?: number; maxStreamsPerUser?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    payments: PaymentsService;
    /** Accounts and sessions: also what other modules and scripts call (sign-outs, throttling). */
    auth: AuthService;
    /** Delivers the mail outbox; the worker calls it, tests may too. */
    mailDelivery: MailDelivery;
    /** Queues the gathered progress mails of launches once due; the mailer calls it, tests may too. */
    launchProgress: ProgressMails;
    refunds: RefundsService;
    /** Data exports and account deletions; tests run their background passes directly. */
    privacy: PrivacyModule;
    /** Readiness for traffic: turned off by shutdown before connections drain. */
    readiness: Readiness;
    /** The background loops of this instance: started once the app is built, stopped on close. */
    loops: LoopRegistry;
  }
}

/** While closing, how often connections that have become idle are closed. */
const IDLE_SWEEP_MS = 50;

/** Builds the whole application from a validated config. Never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
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

  const ownsDatabase = !options.database;
  if (ownsDatabase) await initialiseEmbeddedDatabase(config.database);
  const database = options.database ?? openDatabase(config.database);
  if (!options.skipMigrations) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  const readiness = createReadiness(database);
  app.decorate('readiness', readiness);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
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

  const mailOutbox = createMailOutbox({ adminNotifyEmail: config.mail.adminNotifyEmail });
  const outboxRepo = createOutboxRepository(database.db);
  const mailTransport = createMailTransport(config, app.log);
  const mailDelivery = createMailDelivery({
    outboxRepo,
    transport: mailTransport,
    context: { publicUrl: config.publicUrl, support: config.support },
    // Invoices attached by reference are rendered when the mail leaves (billing is built below).
    renderDocument: (attachment) => billing.pdfAttachment(attachment.id),
    messageIdDomain: config.mail.from.match(/@([^>\s]+)/)?.[1] ?? 'launchpad.localhost',
    log: app.log,
    now: options.now,
  });
  app.decorate('mailDelivery', mailDelivery);
  loops.register('mail_worker', () => startMailWorker(mailDelivery, app.log), 'mail');
  app.addHook('onClose', async () => mailTransport.close());
  app.log.info(`mail leaves by ${mailTransport.description}`);

  const https = config.publicUrl.startsWith('https://');
  const usersRepo = createUsersRepository(database.db);
  const sessionsRepo = createSessionsRepository(database.db, database.reads);
  const signInsRepo = createSignInsRepository(database.db);
  const tokens = createTokenService(config.jwtSecret, options.now);
  const firebase = config.firebaseProjectId
    ? createFirebaseTokenVerifier({
        projectId: config.firebaseProjectId,
        keysUrl: config.firebaseKeysUrl,
        now: options.now,
      })
    : undefined;
  const tokensRepo = createAccountTokensRepository(database.db);
  const auth = createAuthService({
    mail: mailOutbox,
    tokensRepo,
    usersRepo,
    sessionsRepo,
    signInsRepo,
    tokens,
    rateLimiter,
    rateLimits: config.rateLimits,
    firebase,
    firebaseWeb: config.firebaseWeb,
    // The privacy module is built below; this runs only once requests arrive.
    onSignIn: (user) => privacy.deletions.cancelOnSignIn(user),
    onRegistered: (tx, user, input) => privacy.consents.recordSignUp(tx, user, input.productUpdates),
  });
  app.decorate('auth', auth);
  const policy = { https, firebaseAuthDomain: config.firebaseWeb?.authDomain };

  await app.register(errorHandlerPlugin);
  // Before the routes, so that its hook times every one of them.
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      database,
      metricsRepo: createMetricsRepository(database.db),
      openStreams: () => liveEvents.openStreams(),
    });
  }
  await app.register(securityPlugin, { ...policy, publicOrigin: new URL(config.publicUrl).origin });
  await app.register(authPlugin, { tokens, sessionsRepo, secureCookies: https });
  await app.register(apiDocPlugin, { publicUrl: config.publicUrl });

  const ordersRepo = createOrdersRepository(database);
  const liveEvents = createLiveEvents({
    database,
    ordersRepo,
    sessionsRepo,
    log: app.log,
    ...options.liveEvents,
  });
  // Before the server closes: an open stream would otherwise hold its close (and a test) forever.
  app.addHook('preClose', () => liveEvents.close());
  const internalUrl = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening');
    const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  };
  const sandbox = config.payments.provider === 'sandbox' ? sandboxCredentials(config.jwtSecret) : undefined;
  const provider = options.paymentProvider ?? createProvider(config, internalUrl, sandbox);
  const billing = createBillingService({
    billingRepo: createBillingRepository(database.db),
    ordersRepo,
    business: config.business,
    log: app.log,
    accountHolderOf: async (userId) => {
      const user = await usersRepo.findById(userId);
      return user ? { name: user.name, email: user.email } : undefined;
    },
    now: options.now,
  });
  const refundsRepo = createRefundsRepository(database.db);
  const refunds = createRefundsService({
    db: database.db,
    refundsRepo,
    ordersRepo,
    provider,
    log: app.log,
    onRefundCompleted: [
      billing.issueCreditNoteForRefund,
      refundCompletedNotice(usersRepo, billing.creditNoteOfRefund),
    ],
    onRefundInitiated: [refundInitiatedNotice(usersRepo)],
    now: options.now,
  });
  const orderNotices = createOrderNotices({ mail: mailOutbox, usersRepo });
  const transitions = createOrderTransitions(ordersRepo, refunds.readFacts, [orderNotices.afterMove]);
  refunds.attachTransitions(transitions);
  const fulfilmentRepo = createFulfilmentRepository(database.db);
  const filesRepo = createOrderFilesRepository(database.db);
  const launchProgress = createProgressMails({
    db: database.db,
    repo: createProgressMailsRepository(database.db),
    fulfilmentRepo,
    ordersRepo,
    usersRepo,
    mail: mailOutbox,
    quietMs: config.mail.milestoneQuietMs,
    log: app.log,
    now: options.now,
  });
  app.decorate('launchProgress', launchProgress);
  const fulfilment = createFulfilmentService({
    db: database.db,
    fulfilmentRepo,
    filesRepo,
    ordersRepo,
    transitions,
    notices: createLaunchNotices({
      mail: mailOutbox,
      progress: launchProgress,
      usersRepo,
      ordersRepo,
      fulfilmentRepo,
      filesRepo,
    }),
    log: app.log,
    now: options.now,
  });
  const orderFiles = createOrderFilesService({ filesRepo });
  const uploadQuota = createUploadQuota({
    filesRepo,
    rateLimiter,
    limits: config.uploads,
    perUserHourly: config.rateLimits.uploadsPerUser,
  });
  const documents = createDocumentsService({
    db: database.db,
    fulfilment,
    fulfilmentRepo,
    filesRepo,
    files: orderFiles,
    ordersRepo,
    rateLimiter,
    quota: uploadQuota,
  });
  const privacy = createPrivacyModule({
    database,
    usersRepo,
    ordersRepo,
    mail: mailOutbox,
    orderFile: orderFiles.stream,
    taxDocumentPdf: billing.pdfFor,
    settings: config.privacy,
    google: firebase,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    log: app.log,
    loops,
    now: options.now,
  });
  app.decorate('privacy', privacy);
  const paymentsRepo = createPaymentsRepository(database.db);
  const paymentNotices = createPaymentNotices(usersRepo);
  const payments = createPaymentsService({
    billing,
    db: database.db,
    ordersRepo,
    paymentsRepo,
    transitions,
    refunds,
    refundsRepo,
    provider,
    rateLimiter,
    initiationLimit: config.rateLimits.paymentInitiationPerUser,
    statusLimit: config.rateLimits.paymentStatusPerUser,
    fulfilment,
    notices: paymentNotices,
    enabled: config.payments.enabled,
    publicUrl: config.publicUrl,
    log: app.log,
    now: options.now,
  });
  app.decorate('payments', payments);
  app.decorate('refunds', refunds);
  // After listen, so that the sandbox (served by this process) can answer its own check.
  app.addHook('onListen', (done) => {
    void checkPaymentProvider(provider, app.log);
    done();
  });
  loops.register('reconciler', () => startReconciler(payments, refunds, app.log));
  loops.register('launch_track_refresher', () => startTrackRefresher(fulfilment, app.log, filesRepo));
  loops.register('launch_progress_mailer', () => startProgressMailer(launchProgress, app.log));
  loops.register('account_housekeeping', () =>
    startAccountHousekeeping({ sessionsRepo, tokensRepo, signInsRepo, now: options.now }, app.log),
  );

  const grievancesRepo = createGrievancesRepository(database.db);
  const grievanceNotices = createGrievanceNotices({
    mail: mailOutbox,
    officer: config.grievanceOfficer?.name ?? null,
  });
  const clock = options.now ?? Date.now;
  const grievances = createGrievancesService({
    db: database.db,
    grievancesRepo,
    ordersRepo,
    notices: grievanceNotices,
    rateLimiter,
    rateLimits: config.rateLimits,
    now: clock,
  });
  loops.register('grievance_alerts', () =>
    startGrievanceAlerts({ db: database.db, grievancesRepo, notices: grievanceNotices, now: clock }, app.log),
  );

  const contact = createContactService({
    db: database.db,
    mail: mailOutbox,
    contactRepo: createContactRepository(database.db),
    grievances,
    rateLimiter,
    rateLimits: config.rateLimits,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, readiness });
      await api.register(catalogueRoutes);
      await api.register(contactRoutes, { contact });
      await api.register(siteConfigRoutes, config);
      // What the services that mail an account a link (verification, email change, reset) share.
      const accountLinks = {
        db: database.db,
        usersRepo,
        tokensRepo,
        mail: mailOutbox,
        rateLimiter,
        rateLimits: config.rateLimits,
        now: options.now,
      };
      const emailVerification = createEmailVerificationService(accountLinks);
      await api.register(authRoutes, {
        prefix: '/auth',
        auth,
        emailVerification,
        emailChange: createEmailChangeService(accountLinks),
        billing,
        passwordReset: createPasswordResetService(accountLinks),
      });
      await api.register(paymentsRoutes, { prefix: '/payments', payments });
      await api.register(ordersRoutes, {
        prefix: '/orders',
        orders: createOrdersService({
          db: database.db,
          ordersRepo,
          transitions,
          checkouts: payments,
          refunds,
          billing,
          fulfilment,
          notices: orderNotices,
        }),
      });
      await api.register(billingRoutes, {
        billing,
        rateLimiter,
        pdfLimit: config.rateLimits.documentPdfPerUser,
      });
      await api.register(invoiceRegisterRoutes, { billing });
      await api.register(firebaseAuthRoutes, {
        prefix: '/firebase-auth',
        googleSignIn: createGoogleSignInService({
          ...accountLinks,
          identitiesRepo: createFederatedIdentitiesRepository(),
          firebase,
          signIn: auth.signIn,
          onCreated: (tx, user, choices) => privacy.consents.recordSignUp(tx, user, choices.productUpdates),
        }),
      });
      const adminRepo = createAdminRepository(database.db);
      await api.register(adminRoutes, {
        admin: createAdminService({
          db: database.db,
          adminRepo,
          ordersRepo,
          contact,
          transitions,
          refunds,
          billing,
          fulfilment,
          notices: orderNotices,
          log: app.log,
        }),
        refunds,
        recordOfflinePayment: createOfflinePayments({
          db: database.db,
          ordersRepo,
          paymentsRepo,
          transitions,
          billing,
          fulfilment,
          notices: paymentNotices,
          cancelAtProvider: payments.cancelAtProvider,
          log: app.log,
          now: options.now,
        }),
      });
      await api.register(adminUsersRoutes, {
        users: createAdminUsersService({
          ...accountLinks,
          accountsRepo: createAdminUsersRepository(database.db),
          adminRepo,
          sessionsRepo,
          emailVerification,
          log: app.log,
        }),
      });
      await api.register(mailAdminRoutes, {
        prefix: '/admin/mail',
        mail: createMailService({ outboxRepo, now: options.now }),
      });
      await api.register(contactAdminRoutes, { contact });
      await api.register(fulfilmentAdminRoutes, { fulfilment });
      await api.register(launchSignOffRoutes, {
        signOff: createLaunchSignOff({ fulfilment, fulfilmentRepo, ordersRepo, progress: launchProgress }),
      });
      await api.register(launchBoardRoutes, {
        board: createLaunchBoardService({ boardRepo: createLaunchBoardRepository(database.db) }),
      });
      await api.register(orderFilesRoutes, {
        documents,
        withdrawDeliverable: createWithdrawDeliverable({
          db: database.db,
          ordersRepo,
          filesRepo,
          log: app.log,
        }),
      });
      await api.register(eventsRoutes, { liveEvents });
      await api.register(privacy.routes);
      const conversationsRepo = createConversationsRepository(database.db);
      await api.register(conversationsRoutes, {
        conversations: createConversationsService({
          db: database.db,
          conversationsRepo,
          ordersRepo,
          filesRepo,
          files: createOrderFilesService({ filesRepo }),
          notices: createConversationNotices({ mail: mailOutbox, usersRepo, ordersRepo, conversationsRepo }),
          rateLimiter,
          rateLimits: config.rateLimits,
          quota: uploadQuota,
        }),
        supportQueue: createSupportQueueService({ db: database.db, conversationsRepo }),
      });
      await api.register(grievancesRoutes, { grievances });
      if (config.apiDocs) api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  if (sandbox) {
    await app.register(sandboxRoutes, {
      prefix: '/sandbox',
      repo: createSandboxRepository(database.db),
      refundsRepo: createSandboxRefundsRepository(database.db),
      credentials: sandbox,
      publicUrl: config.publicUrl,
      webhookUrl: () => config.payments.sandboxWebhookUrl ?? `${internalUrl()}/api/payments/webhook/phonepe`,
      pendingDelayMs: config.payments.sandboxPendingDelayMs,
      refundDelayMs: config.payments.sandboxRefundDelayMs,
      now: options.now,
    });
  }

  if (config.webDistDir) await app.register(staticWebPlugin, { root: config.webDistDir, ...policy });

  loops.startAll((kind) => (kind === 'mail' ? options.mailWorker !== false : options.reconciler !== false));

  if (config.admin) {
    const outcome = await auth.ensureAdmin(config.admin);
    app.log.info(
      { email: config.admin.email, outcome },
      outcome === 'promoted'
        ? 'ADMIN_EMAIL named an existing account: it is now an admin, its password is now ADMIN_PASSWORD, and all of its sessions were signed out'
        : 'admin account ensured',
    );
  }

  return app;
}

/** SMTP when SMTP_URL is set (always in production); otherwise .eml files in DATA_DIR/mail. */
function createMailTransport(config: Config, log: FastifyInstance['log']): MailTransport {
  if (config.mail.smtpUrl) {
    return createSmtpTransport(config.mail.smtpUrl, config.mail.from, config.env === 'production');
  }
  const dir = config.dataDir === 'memory://' ? undefined : path.join(config.dataDir, 'mail');
  return createFileTransport(dir, config.mail.from, log);
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
        oauthUrl: () => `${internalUrl()}/sandbox`,
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
