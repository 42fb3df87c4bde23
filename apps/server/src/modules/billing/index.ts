import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes, invoiceRegisterRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';

export interface BillingDeps {
  auth: Pick<AuthModule, 'usersRepo'>;
  orders: Pick<OrdersModule, 'repo'>;
}

/** Tax documents (invoices, credit notes) and the billing details they name; their routes under `/api`. */
export function createBillingModule(platform: Platform, deps: BillingDeps) {
  const { config, database, rateLimiter } = platform;
  const service = createBillingService({
    billingRepo: createBillingRepository(database.db),
    ordersRepo: deps.orders.repo,
    business: config.business,
    log: platform.log,
    accountHolderOf: async (userId) => {
      const user = await deps.auth.usersRepo.findById(userId);
      return user ? { name: user.name, email: user.email } : undefined;
    },
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
    },
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
