import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes, invoiceRegisterRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { invoiceCorrectedNotice } from './correction-notice.ts';
import { invoiceCorrectionRoutes } from './invoice-correction.routes.ts';
import { createInvoiceCorrection } from './invoice-correction.ts';

// What other modules use of this one.
export type { BillingService } from './billing.service.ts';
export { documentTitle } from './invoice-pdf.ts';

export interface BillingDeps {
  auth: Pick<AuthModule, 'usersRepo'>;
  orders: Pick<OrdersModule, 'repo'>;
}

/** Tax documents (invoices, credit notes) and the billing details they name; their routes under `/api`. */
export function createBillingModule(platform: Platform, deps: BillingDeps) {
  const { config, database, rateLimiter } = platform;
  const billingRepo = createBillingRepository(database.db);
  const service = createBillingService({
    billingRepo,
    ordersRepo: deps.orders.repo,
    business: config.business,
    log: platform.log,
    accountHolderOf: async (userId) => {
      const user = await deps.auth.usersRepo.findById(userId);
      return user ? { name: user.name, email: user.email } : undefined;
    },
    now: platform.now,
  });
  const correctInvoice = createInvoiceCorrection({
    db: database.db,
    billingRepo,
    ordersRepo: deps.orders.repo,
    business: config.business,
    notify: invoiceCorrectedNotice(deps.auth.usersRepo),
    log: platform.log,
    now: platform.now,
  });

  return {
    service,
    async routes(api: FastifyInstance) {
      await api.register(billingRoutes, {
        billing: service,
        rateLimiter,
        pdfLimit: config.rateLimits.documentPdfPerUser,
      });
      await api.register(invoiceRegisterRoutes, { billing: service });
      await api.register(invoiceCorrectionRoutes, { correctInvoice });
    },
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
