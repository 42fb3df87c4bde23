import type { FastifyInstance } from 'fastify';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { FulfilmentModule } from '../fulfilment/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';
import { type AccountDeletionService, createAccountDeletionService } from './account-deletion.service.ts';
import { createAccountDeletionsRepository } from './account-deletions.repository.ts';
import { createConsentsRepository } from './consents.repository.ts';
import { consentsRoutes, unsubscribeRoutes } from './consents.routes.ts';
import { createConsentsService } from './consents.service.ts';
import { createCustomerDataRepository } from './customer-data.repository.ts';
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
  auth: Pick<AuthModule, 'usersRepo' | 'firebase'>;
  orders: Pick<OrdersModule, 'repo'>;
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

/** The customer's data rights: the services and their routes; its background loops are registered. */
export function createPrivacyModule(platform: Platform, privacyDeps: PrivacyDeps) {
  const { config, database } = platform;
  const settings = config.privacy;
  const deps = {
    usersRepo: privacyDeps.auth.usersRepo,
    ordersRepo: privacyDeps.orders.repo,
    mail: privacyDeps.mail.outbox,
    orderFile: privacyDeps.fulfilment.files.stream,
    taxDocumentPdf: privacyDeps.billing.service.pdfFor,
    google: privacyDeps.auth.firebase,
    log: platform.log,
    now: platform.now,
  };
  const customerData = createCustomerDataRepository(database.db);
  const exports = createDataExportService({
    db: database.db,
    exportsRepo: createDataExportsRepository(database.db),
    customerData,
    usersRepo: deps.usersRepo,
    mail: deps.mail,
    orderFile: deps.orderFile,
    taxDocumentPdf: deps.taxDocumentPdf,
    log: deps.log,
    now: deps.now,
  });

  const deletions = createAccountDeletionService({
    db: database.db,
    deletionsRepo: createAccountDeletionsRepository(database.db),
    mail: deps.mail,
    log: deps.log,
    delayMs: settings.deletionDelayMs,
    google: deps.google,
    now: deps.now,
  });

  const retention = createDocumentRetentionService({
    db: database.db,
    retentionRepo: createDocumentRetentionRepository(database.db),
    ordersRepo: deps.ordersRepo,
    usersRepo: deps.usersRepo,
    mail: deps.mail,
    retentionDays: settings.documentRetentionDays,
    log: deps.log,
  });
  const now = () => new Date(deps.now?.() ?? Date.now());
  const consents = createConsentsService({
    db: database.db,
    consentsRepo: createConsentsRepository(database.db),
    usersRepo: deps.usersRepo,
    mail: deps.mail,
    links: createUnsubscribeLinks({ secret: config.jwtSecret, publicUrl: config.publicUrl }),
  });

  const admin = createPrivacyAdminService({
    db: database.db,
    requestsRepo: createDataRequestsRepository(database.db),
    customerData,
  });

  registerPrivacyLoops(platform, { exports, deletions, retention, now });

  return {
    exports,
    deletions,
    retention,
    consents,

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
