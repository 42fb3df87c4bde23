import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { FulfilmentModule } from '../fulfilment/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrderRequests, OrdersModule } from '../orders/index.ts';
import { createOfflinePayments } from './offline-payments.ts';
import { createPaymentNotices, type PaymentNotices } from './payment-notices.ts';
import { orderReceipts } from './payment-receipts.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import type { PaymentOrderWrites } from './payments-deps.ts';
import { checkPaymentProvider } from './provider-check.ts';
import { createConfiguredProvider } from './providers/configured.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { startReconciler } from './reconciler.ts';
import { refundCompletedNotice, refundInitiatedNotice } from './refund-notices.ts';
import { createRefundsRepository, type RefundsRepository } from './refunds.repository.ts';
import { createRefundsService, type RefundsService } from './refunds.service.ts';
import { createSandboxRefundsRepository, createSandboxRepository } from './sandbox/sandbox.repository.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';
import { type SandboxCredentials, sandboxCredentials } from './sandbox/sandbox-credentials.ts';

// What other modules use of this one.
export type { RecordOfflinePayment } from './offline-payments.ts';
export { toAdminPayment } from './payment-receipts.ts';
export { refundInitiatedNotice } from './refund-notices.ts';
export { createRefundsRepository } from './refunds.repository.ts';
export type { RefundsService } from './refunds.service.ts';
export { SANDBOX_MERCHANT_ID, sandboxCredentials } from './sandbox/sandbox-credentials.ts';

export interface PaymentsDeps {
  auth: Pick<AuthModule, 'users'>;
  mail: Pick<MailModule, 'outbox'>;
  /** The checkout's order and billing, notes, and the cancellation request a refund settles. */
  orders: Pick<OrdersModule, 'reads' | 'transitions'> & { writes: PaymentOrderWrites & OrderRequests };
  billing: Pick<BillingModule, 'service'>;
  fulfilment: Pick<FulfilmentModule, 'service'>;
  /** Replaces the configured provider (tests of failure modes). */
  provider?: PaymentProvider;
}

/** The refunds of orders at the provider, with their credit notes and mails. */
function refundsOf(
  platform: Platform,
  deps: PaymentsDeps,
  { provider, refundsRepo }: Pick<MoneyPath, 'provider' | 'refundsRepo'>,
) {
  const { database, log, now } = platform;
  const billing = deps.billing.service;
  const usersRepo = deps.auth.users;
  const refunds = createRefundsService({
    db: database.db,
    refundsRepo,
    orderReads: deps.orders.reads,
    orderWrites: deps.orders.writes,
    provider,
    log,
    onRefundCompleted: [
      billing.issueCreditNoteForRefund,
      refundCompletedNotice(deps.mail.outbox, usersRepo, billing.creditNoteOfRefund),
    ],
    onRefundInitiated: [refundInitiatedNotice(deps.mail.outbox, usersRepo)],
    now,
  });
  refunds.attachTransitions(deps.orders.transitions);
  return refunds;
}

/** What the payments service and the offline payments are built from. */
interface MoneyPath {
  provider: PaymentProvider;
  refunds: RefundsService;
  refundsRepo: RefundsRepository;
  paymentsRepo: PaymentsRepository;
  notices: PaymentNotices;
}

/** Checkouts, their status, the webhook and the reconciler's passes. */
function paymentsServiceOf(platform: Platform, deps: PaymentsDeps, money: MoneyPath) {
  const { config, database, log, now } = platform;
  return createPaymentsService({
    ...money,
    billing: deps.billing.service,
    db: database.db,
    orderReads: deps.orders.reads,
    orderWrites: deps.orders.writes,
    transitions: deps.orders.transitions,
    rateLimiter: platform.rateLimiter,
    initiationLimit: config.rateLimits.paymentInitiationPerUser,
    statusLimit: config.rateLimits.paymentStatusPerUser,
    resumeWindowMs: config.payments.resumeWindowMs,
    fulfilment: deps.fulfilment.service,
    enabled: config.payments.enabled,
    publicUrl: config.publicUrl,
    log,
    now,
  });
}

/** The sandbox provider's own routes, at the root. */
function sandboxRoutesOf(platform: Platform, credentials: SandboxCredentials) {
  const { config, database, now } = platform;
  return async (app: FastifyInstance) => {
    await app.register(sandboxRoutes, {
      prefix: '/sandbox',
      repo: createSandboxRepository(database.db),
      refundsRepo: createSandboxRefundsRepository(database.db),
      credentials,
      publicUrl: config.publicUrl,
      webhookUrl: () =>
        config.payments.sandboxWebhookUrl ?? `${platform.internalUrl()}/api/payments/webhook/phonepe`,
      pendingDelayMs: config.payments.sandboxPendingDelayMs,
      refundDelayMs: config.payments.sandboxRefundDelayMs,
      now,
    });
  };
}

/**
 * Checkouts, payments and refunds at the provider, offline payments, the reconciler loop; the
 * routes under `/api/payments`, and the sandbox provider under `/sandbox` when it is the provider.
 */
export function createPaymentsModule(platform: Platform, deps: PaymentsDeps) {
  const { config, database, log, now } = platform;
  const sandbox = config.payments.provider === 'sandbox' ? sandboxCredentials(config.jwtSecret) : undefined;
  const provider = deps.provider ?? createConfiguredProvider(config, platform.internalUrl, sandbox);
  const refundsRepo = createRefundsRepository(database.db);
  const refunds = refundsOf(platform, deps, { provider, refundsRepo });
  const paymentsRepo = createPaymentsRepository(database.db);
  const notices = createPaymentNotices(deps.mail.outbox, deps.auth.users);
  const service = paymentsServiceOf(platform, deps, {
    provider,
    refunds,
    refundsRepo,
    paymentsRepo,
    notices,
  });
  const recordOfflinePayment = createOfflinePayments({
    db: database.db,
    orderReads: deps.orders.reads,
    paymentsRepo,
    transitions: deps.orders.transitions,
    billing: deps.billing.service,
    fulfilment: deps.fulfilment.service,
    notices,
    cancelAtProvider: service.cancelAtProvider,
    log,
    now,
  });
  platform.loops.register('reconciler', () => startReconciler(service, refunds, log));

  return {
    service,
    refunds,
    recordOfflinePayment,
    /** The receipt of the payment that paid an order, for its order page. */
    receipts: orderReceipts(paymentsRepo),
    /** Logs whether the provider answers; once the instance listens (the sandbox is served by it). */
    checkProvider: () => checkPaymentProvider(provider, log),
    async routes(api: FastifyInstance) {
      await api.register(paymentsRoutes, { prefix: '/payments', payments: service });
    },
    /** The sandbox provider's own routes, at the root: present only when it is the provider. */
    sandboxRoutes: sandbox ? sandboxRoutesOf(platform, sandbox) : undefined,
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
export type { PaymentProvider };
