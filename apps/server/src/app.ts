import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import { type BuildOptions, createInstance, openPlatform, startLoops } from './instance.ts';
import type { Platform } from './lib/platform.ts';
import { createAdminModule } from './modules/admin/index.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createAuthModule } from './modules/auth/index.ts';
import { createBillingModule } from './modules/billing/index.ts';
import { createCatalogueModule } from './modules/catalogue/index.ts';
import { createContactModule } from './modules/contact/index.ts';
import { createConversationsModule } from './modules/conversations/index.ts';
import { createEventsModule } from './modules/events/index.ts';
import { createFulfilmentModule } from './modules/fulfilment/index.ts';
import { createGrievancesModule } from './modules/grievances/index.ts';
import { createHealthModule } from './modules/health/index.ts';
import { createMailModule } from './modules/mail/index.ts';
import { createMetricsModule } from './modules/metrics/index.ts';
import { createOrdersModule, type OrderFactsReader } from './modules/orders/index.ts';
import { createPaymentsModule } from './modules/payments/index.ts';
import { createPrivacyModule } from './modules/privacy/index.ts';
import { createSiteConfigModule } from './modules/site-config/index.ts';
import { apiDocPlugin } from './plugins/api-doc.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { refusedBodiesPlugin } from './plugins/refused-bodies.ts';
import { routeBudgetsPlugin } from './plugins/route-budgets.ts';
import { type PolicyOptions, securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export { BODY_LIMIT_BYTES, type BuildOptions } from './instance.ts';

/** The order facts the orders module reads from payments, a module built after it. */
function readFactsOf(payments: () => { refunds: { readFacts: OrderFactsReader } }): OrderFactsReader {
  return (tx, order) => payments().refunds.readFacts(tx, order);
}

/** The built web app, when there is one: its pages, and its assets with those of earlier builds. */
async function registerWebApp(app: FastifyInstance, config: Config, policy: PolicyOptions) {
  if (!config.webDistDir) return;
  await app.register(staticWebPlugin, { root: config.webDistDir, keptAssets: config.keptAssets, ...policy });
}

/** Every module, in dependency order. A callback to a module built further down runs only once requests (or loops) arrive. */
function createModules(platform: Platform, options: BuildOptions) {
  const audit = createAuditModule(platform);
  const mail = createMailModule(platform, {
    renderDocument: (file) => billing.service.pdfAttachment(file.id),
  });
  const auth = createAuthModule(platform, {
    mail,
    onSignIn: async (user, source) => {
      await privacy.deletions.cancelOnSignIn(user);
      if (source) await audit.service.signedIn(platform.database.db, user, source.address);
    },
    onWrongSecondFactor: (user, address) =>
      audit.service.secondFactorFailed(platform.database.db, user, address),
    onAccountCreated: (tx, user, productUpdates) => privacy.consents.recordSignUp(tx, user, productUpdates),
    onAddressTakenOver: (tx, user) => privacy.handOver(tx, user),
  });
  const orders = createOrdersModule(platform, { mail, auth, readFacts: readFactsOf(() => payments) });
  const billing = createBillingModule(platform, { mail, auth, orders });
  const fulfilment = createFulfilmentModule(platform, { mail, auth, orders });
  const provider = options.paymentProvider;
  const payments = createPaymentsModule(platform, { mail, auth, orders, billing, fulfilment, provider });
  const privacy = createPrivacyModule(platform, { mail, auth, orders, fulfilment, billing });
  const grievances = createGrievancesModule(platform, { mail, orders });
  const contact = createContactModule(platform, { mail, grievances });
  const conversations = createConversationsModule(platform, { mail, auth, orders, fulfilment });
  const admin = createAdminModule(platform, { mail, auth, orders, billing, fulfilment, payments, contact });
  const events = createEventsModule(platform, { auth, orders, conversations, settings: options.liveEvents });
  const health = createHealthModule(platform);
  const metrics = createMetricsModule(platform, { events });
  return {
    audit,
    mail,
    auth,
    orders,
    billing,
    fulfilment,
    payments,
    privacy,
    grievances,
    contact,
    conversations,
    admin,
    events,
    health,
    metrics,
  };
}

type Modules = ReturnType<typeof createModules>;

/** The services tests and scripts call on the instance, and the hooks around its listening and close. */
function decorateInstance(
  app: FastifyInstance,
  { health, auth, mail, fulfilment, payments, privacy, events }: Modules,
) {
  app.decorate('readiness', health.readiness);
  app.decorate('auth', auth.service);
  app.decorate('mailDelivery', mail.delivery);
  app.decorate('launchProgress', fulfilment.progress);
  app.decorate('payments', payments.service);
  app.decorate('refunds', payments.refunds);
  app.decorate('privacy', privacy);
  // Before the server closes: an open stream would otherwise hold its close (and a test) forever.
  app.addHook('preClose', events.close);
  app.addHook('onClose', mail.close);
  // After listen, so that the sandbox (served by this process) can answer its own check.
  app.addHook('onListen', (done) => {
    void payments.checkProvider();
    done();
  });
}

/** The error envelope, refused bodies, metrics, security, sessions, the API document and route budgets. */
async function registerPlatformPlugins(
  app: FastifyInstance,
  platform: Platform,
  modules: Modules,
  policy: PolicyOptions,
) {
  const { config } = platform;
  await app.register(errorHandlerPlugin);
  await app.register(refusedBodiesPlugin);
  await app.register(modules.metrics.plugin); // Before the routes, so that its hook times every one of them.
  await app.register(securityPlugin, { ...policy, publicOrigin: new URL(config.publicUrl).origin });
  await app.register(authPlugin, {
    tokens: modules.auth.tokens,
    sessionsRepo: modules.auth.sessionsRepo,
    secureCookies: policy.https,
    mustEnrolFirst: modules.auth.mustEnrolFirst,
    markSeen: modules.auth.devices.markSeen,
  });
  await app.register(apiDocPlugin, { publicUrl: config.publicUrl });
  await app.register(routeBudgetsPlugin, {
    rateLimiter: platform.rateLimiter,
    rateLimits: config.rateLimits,
  });
  await app.register(modules.audit.recorder); // Before the routes, so that its hooks see every staff route.
}

/** Every module's routes under `/api`, and the API document when it is served. */
async function registerApi(app: FastifyInstance, platform: Platform, modules: Modules) {
  const { health, auth, orders, billing, fulfilment, payments, privacy, grievances, contact } = modules;
  const { conversations, admin, mail, events } = modules;
  await app.register(
    async (api) => {
      await api.register(health.routes);
      await api.register(createCatalogueModule().routes);
      await api.register(createSiteConfigModule(platform).routes);
      await api.register(auth.routes, { billing });
      await api.register(orders.routes, { payments, billing, fulfilment });
      await api.register(billing.routes);
      await api.register(fulfilment.routes);
      await api.register(payments.routes);
      await api.register(privacy.routes);
      await api.register(grievances.routes);
      await api.register(contact.routes);
      await api.register(conversations.routes);
      await api.register(admin.routes);
      await api.register(modules.audit.routes);
      await api.register(mail.routes);
      await api.register(events.routes);
      if (platform.config.apiDocs) api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
}

/** Builds the whole application from a validated config: each module in dependency order. Never listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createInstance(config, options);
  const platform = await openPlatform(app, config, options);
  const modules = createModules(platform, options);
  decorateInstance(app, modules);

  const https = config.publicUrl.startsWith('https://');
  const policy = { https, firebaseAuthDomain: config.firebaseWeb?.authDomain };
  await registerPlatformPlugins(app, platform, modules, policy);
  await registerApi(app, platform, modules);
  if (modules.payments.sandboxRoutes) await app.register(modules.payments.sandboxRoutes);
  await registerWebApp(app, config, policy);

  startLoops(platform.loops, options);
  await modules.auth.ensureConfiguredAdmin();
  return app;
}
