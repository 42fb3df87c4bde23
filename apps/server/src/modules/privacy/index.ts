import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { FulfilmentModule } from '../fulfilment/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrderTimeline } from '../orders/index.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';
import { type AccountDeletionService, createAccountDeletionService } from './account-deletion.service.ts';
import { createAccountDeletionsRepository } from './account-deletions.repository.ts';
import { handOverAccount } from './address-handover.repository.ts';
import { createConsentsRepository } from './consents.repository.ts';
import { consentsRoutes, unsubscribeRoutes } from './consents.routes.ts';
import { createConsentsService } from './consents.service.ts';
import { type CustomerDataRepository, createCustomerDataRepository } from './customer-data.repository.ts';
import { dataExportRoutes } from './data-export.routes.ts';
import { createDataExportService, type DataExportService } from './data-export.service.ts';
import { createDataExportsRepository } from './data-exports.repository.ts';
import { createDataRequestsRepository } from './data-requests.repository.ts';
import { createDocumentRetentionRepository } from './document-retention.repository.ts';
import {
  createDocumentRetentionService,
  type DocumentRetentionService,
} from './document-retention.service.ts';
import { privacyAdminRoutes } from './privacy-admin.routes.ts';
import { createPrivacyAdminService } from './privacy-admin.service.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

/** How often each instance looks for exports to build. */
const EXPORT_BUILDER_INTERVAL_MS = 5_000;
/** How often each instance carries out the deletions that are due. */
const DELETION_INTERVAL_MS = 15_000;
/** How often each instance applies the retention of identity documents. */
const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface PrivacyDeps {
  mail: Pick<MailModule, 'outbox'>;
  /** The accounts; and Google's ID tokens (a deletion confirmed by a fresh Google sign-in), when configured. */
  auth: Pick<AuthModule, 'users' | 'firebase' | 'passwordConfirmation'>;
  orders: { writes: OrderTimeline };
  /** The order files a data export carries. */
  fulfilment: { files: Pick<FulfilmentModule['files'], 'stream'> };
  /** The tax documents a data export carries. */
  billing: { service: Pick<BillingModule['service'], 'pdfFor'> };
}

/** The module's background loops: building exports, carrying out deletions, retaining documents. */
function registerPrivacyLoops(
  platform: Platform,
  {
    exports,
    deletions,
    retention,
    now,
  }: {
    exports: DataExportService;
    deletions: AccountDeletionService;
    retention: DocumentRetentionService;
    now: () => Date;
  },
) {
  platform.loops.register('data_export_builder', () =>
    startBackgroundLoop({
      name: 'data_export_builder',
      pass: async (stopped) => {
        await exports.buildPending(stopped);
      },
      intervalMs: EXPORT_BUILDER_INTERVAL_MS,
      passAtStart: true,
      log: platform.log,
      failureMessage: 'data export pass failed',
    }),
  );
  platform.loops.register('account_deletion', () =>
    startBackgroundLoop({
      name: 'account_deletion',
      pass: async (stopped) => {
        await deletions.carryOutDue(stopped);
      },
      intervalMs: DELETION_INTERVAL_MS,
      passAtStart: true,
      log: platform.log,
      failureMessage: 'account deletion pass failed',
    }),
  );
  platform.loops.register('document_retention', () =>
    startBackgroundLoop({
      name: 'document_retention',
      pass: async (stopped) => {
        await retention.apply(now(), stopped);
      },
      intervalMs: RETENTION_INTERVAL_MS,
      passAtStart: true,
      log: platform.log,
      failureMessage: 'document retention pass failed',
    }),
  );
}

/** The dependencies the module's services share, taken from the platform and the other modules. */
function sharedDepsOf(platform: Platform, privacyDeps: PrivacyDeps) {
  return {
    usersRepo: privacyDeps.auth.users,
    ordersRepo: privacyDeps.orders.writes,
    mail: privacyDeps.mail.outbox,
    orderFile: privacyDeps.fulfilment.files.stream,
    taxDocumentPdf: privacyDeps.billing.service.pdfFor,
    google: privacyDeps.auth.firebase,
    passwordConfirmation: privacyDeps.auth.passwordConfirmation,
    log: platform.log,
    now: platform.now,
  };
}

type SharedDeps = ReturnType<typeof sharedDepsOf>;

/** The services of the exports, the deletions and the retention of identity documents. */
function createDataRightsServices(
  platform: Platform,
  deps: SharedDeps,
  customerData: CustomerDataRepository,
) {
  const { db } = platform.database;
  const settings = platform.config.privacy;
  const exports = createDataExportService({
    db,
    exportsRepo: createDataExportsRepository(db),
    customerData,
    usersRepo: deps.usersRepo,
    mail: deps.mail,
    orderFile: deps.orderFile,
    taxDocumentPdf: deps.taxDocumentPdf,
    log: deps.log,
    storageBudgetBytes: settings.exportStorageBytes,
    now: deps.now,
  });
  const deletions = createAccountDeletionService({
    db,
    deletionsRepo: createAccountDeletionsRepository(db),
    mail: deps.mail,
    usersRepo: deps.usersRepo,
    log: deps.log,
    delayMs: settings.deletionDelayMs,
    google: deps.google,
    passwordConfirmation: deps.passwordConfirmation,
    now: deps.now,
  });
  const retention = createDocumentRetentionService({
    db,
    retentionRepo: createDocumentRetentionRepository(db),
    ordersRepo: deps.ordersRepo,
    usersRepo: deps.usersRepo,
    mail: deps.mail,
    retentionDays: settings.documentRetentionDays,
    log: deps.log,
  });
  return { exports, deletions, retention };
}

/** The marketing consents and their one-click unsubscribe links. */
function createConsents(platform: Platform, deps: SharedDeps) {
  const { config } = platform;
  const { db } = platform.database;
  const consentsRepo = createConsentsRepository(db);
  const consents = createConsentsService({
    db,
    consentsRepo,
    usersRepo: deps.usersRepo,
    mail: deps.mail,
    links: createUnsubscribeLinks({ secret: config.jwtSecret, publicUrl: config.publicUrl, now: deps.now }),
  });
  return { consentsRepo, consents };
}

/** The customer's data rights: the services and their routes; its background loops are registered. */
export function createPrivacyModule(platform: Platform, privacyDeps: PrivacyDeps) {
  const { db } = platform.database;
  const deps = sharedDepsOf(platform, privacyDeps);
  const customerData = createCustomerDataRepository(db);
  const { exports, deletions, retention } = createDataRightsServices(platform, deps, customerData);
  const now = () => new Date(deps.now?.() ?? Date.now());
  const { consentsRepo, consents } = createConsents(platform, deps);
  const admin = createPrivacyAdminService({
    db,
    requestsRepo: createDataRequestsRepository(db),
    customerData,
  });

  registerPrivacyLoops(platform, { exports, deletions, retention, now });

  return {
    exports,
    deletions,
    retention,
    consents,

    /**
     * In the transaction in which the proved owner of the address takes the account over: what its
     * earlier holder left (billing details, exports, a scheduled deletion, a consent) is cleared.
     */
    async handOver(tx: Queryable, user: UserRow): Promise<void> {
      const cleared = await handOverAccount(tx, consentsRepo, user.id, now());
      platform.log.info(
        { userId: user.id, cleared },
        'account handed over to the proved owner of its address',
      );
    },

    /**
     * The customer's routes, under `/api/auth/me`; the one-click unsubscribe, `/api/unsubscribe`; the
     * admin's data requests and corrections, under `/api/admin`.
     */
    async routes(api: FastifyInstance) {
      await api.register(dataExportRoutes, { prefix: '/auth/me/data-export', exports });
      await api.register(accountDeletionRoutes, { prefix: '/auth/me/deletion', deletions });
      await api.register(consentsRoutes, { prefix: '/auth/me/consents', consents });
      await api.register(unsubscribeRoutes, { consents });
      await api.register(privacyAdminRoutes, { admin });
    },
  };
}

export type PrivacyModule = ReturnType<typeof createPrivacyModule>;
