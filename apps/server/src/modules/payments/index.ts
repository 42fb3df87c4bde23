import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { FulfilmentModule } from '../fulfilment/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import { createOfflinePayments } from './offline-payments.ts';
import { createPaymentNotices } from './payment-notices.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { checkPaymentProvider } from './provider-check.ts';
import { createConfiguredProvider } from './providers/configured.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { startReconciler } from './reconciler.ts';
import { refundCompletedNotice, refundInitiatedNotice } from './refund-notices.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundsService } from './refunds.service.ts';
import { createSandboxRefundsRepository, createSandboxRepository } from './sandbox/sandbox.repository.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';
import { sandboxCredentials } from './sandbox/sandbox-credentials.ts';

// What other modules use of this one.
export { type RecordOfflinePayment, toAdminPayment } from './offline-payments.ts';
export { refundInitiatedNotice } from './refund-notices.ts';
export { createRefundsRepository } from './refunds.repository.ts';
export type { RefundsService } from './refunds.service.ts';

export interface PaymentsDeps {
  auth: Pick<AuthModule, 'usersRepo'>;
  orders: Pick<OrdersModule, 'repo' | 'transitions'>;
  billing: Pick<BillingModule, 'service'>;
  fulfilment: Pick<FulfilmentModule, 'service'>;
  /** Replaces the configured provider (tests of failure modes). */
  provider?: PaymentProvider;
}

/**
 * Checkouts, payments and refunds at the provider, offline payments, the reconciler loop; the
 * routes under `/api/payments`, and the sandbox provider under `/sandbox` when it is the provider.
 */
export function createPaymentsModule(platform: Platform, deps: PaymentsDeps) {
  const { config, database, log, now } = platform;
  const usersRepo = deps.auth.usersRepo;
  const { repo: ordersRepo, transitions } = deps.orders;
  const billing = deps.billing.service;
  const fulfilment = deps.fulfilment.service;
  const sandbox = config.payments.provider === 'sandbox' ? sandboxCredentials(config.jwtSecret) : undefined;
  const provider = deps.provider ?? createConfiguredProvider(config, platform.internalUrl, sandbox);
  const refundsRepo = createRefundsRepository(database.db);
  const refunds = createRefundsService({
    db: database.db,
    refundsRepo,
    ordersRepo,
    provider,
    log,
    onRefundCompleted: [
      billing.issueCreditNoteForRefund,
      refundCompletedNotice(usersRepo, billing.creditNoteOfRefund),
    ],
    onRefundInitiated: [refundInitiatedNotice(usersRepo)],
    now,
  });
  refunds.attachTransitions(transitions);
  const paymentsRepo = createPaymentsRepository(database.db);
  const notices = createPaymentNotices(usersRepo);
  const service = createPaymentsService({
    billing,
    db: database.db,
    ordersRepo,
    paymentsRepo,
    transitions,
    refunds,
    refundsRepo,
    provider,
    rateLimiter: platform.rateLimiter,
    initiationLimit: config.rateLimits.paymentInitiationPerUser,
    statusLimit: config.rateLimits.paymentStatusPerUser,
    resumeWindowMs: config.payments.resumeWindowMs,
    fulfilment,
    notices,
    enabled: config.payments.enabled,
    publicUrl: config.publicUrl,
    log,
    now,
  });
  const recordOfflinePayment = createOfflinePayments({
    db: database.db,
    ordersRepo,
    paymentsRepo,
    transitions,
    billing,
    fulfilment,
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
    /** Logs whether the provider answers; once the instance listens (the sandbox is served by it). */
    checkProvider: () => checkPaymentProvider(provider, log),
    async routes(api: FastifyInstance) {
      await api.register(paymentsRoutes, { prefix: '/payments', payments: service });
    },
    /** The sandbox provider's own routes, at the root: present only when it is the provider. */
    sandboxRoutes: sandbox
      ? async (app: FastifyInstance) => {
          await app.register(sandboxRoutes, {
            prefix: '/sandbox',
            repo: createSandboxRepository(database.db),
            refundsRepo: createSandboxRefundsRepository(database.db),
            credentials: sandbox,
            publicUrl: config.publicUrl,
            webhookUrl: () =>
              config.payments.sandboxWebhookUrl ?? `${platform.internalUrl()}/api/payments/webhook/phonepe`,
            pendingDelayMs: config.payments.sandboxPendingDelayMs,
            refundDelayMs: config.payments.sandboxRefundDelayMs,
            now,
          });
        }
      : undefined,
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
export type { PaymentProvider };
