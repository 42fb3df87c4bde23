import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrderBillingWrites, OrdersModule, OrderTimeline } from '../orders/index.ts';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes, invoiceRegisterRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { invoiceCorrectedNotice } from './correction-notice.ts';
import { invoiceCorrectionRoutes } from './invoice-correction.routes.ts';
import { createInvoiceCorrection } from './invoice-correction.ts';
import { createInvoiceRegister } from './invoice-register.ts';

// What other modules use of this one.
export type { BillingService } from './billing.service.ts';
export { documentTitle } from './invoice-pdf.ts';

export interface BillingDeps {
  auth: Pick<AuthModule, 'users'>;
  mail: Pick<MailModule, 'outbox'>;
  orders: Pick<OrdersModule, 'reads'> & { writes: OrderBillingWrites & OrderTimeline };
}

/** Tax documents (invoices, credit notes) and the billing details they name; their routes under `/api`. */
export function createBillingModule(platform: Platform, deps: BillingDeps) {
  const { config, database, rateLimiter } = platform;
  const billingRepo = createBillingRepository(database.db);
  const service = createBillingService({
    billingRepo,
    orderReads: deps.orders.reads,
    business: config.business,
    log: platform.log,
    accountHolderOf: async (userId) => {
      const user = await deps.auth.users.findById(userId);
      return user ? { name: user.name, email: user.email } : undefined;
    },
    now: platform.now,
  });
  // The admin's register of documents and its CSV export; a line without billing details names
  // the account holder, read for several orders' owners at once.
  const register = createInvoiceRegister(billingRepo, (userIds) => deps.auth.users.contactsByIds(userIds));
  const correctInvoice = createInvoiceCorrection({
    db: database.db,
    billingRepo,
    orderReads: deps.orders.reads,
    orderWrites: deps.orders.writes,
    business: config.business,
    notify: invoiceCorrectedNotice(deps.mail.outbox, deps.auth.users),
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
      await api.register(invoiceRegisterRoutes, { register });
      await api.register(invoiceCorrectionRoutes, { correctInvoice });
    },
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
