import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { ContactModule } from '../contact/index.ts';
import type { FulfilmentModule } from '../fulfilment/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrderRequests, OrdersModule, OrderTimeline } from '../orders/index.ts';
import type { PaymentsModule } from '../payments/index.ts';
import { createAdminRepository } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

export interface AdminDeps {
  mail: Pick<MailModule, 'outbox'>;
  auth: Pick<AuthModule, 'accountStanding' | 'sessionsRepo' | 'tokensRepo' | 'emailVerification'>;
  orders: Pick<OrdersModule, 'reads' | 'transitions' | 'notices'> & { writes: OrderRequests & OrderTimeline };
  billing: Pick<BillingModule, 'service'>;
  fulfilment: Pick<FulfilmentModule, 'service'>;
  payments: Pick<PaymentsModule, 'refunds' | 'recordOfflinePayment' | 'receipts'>;
  contact: Pick<ContactModule, 'service'>;
}

/** The admin's orders, totals and accounts (the Users tab), under `/api/admin`. */
export function createAdminModule(platform: Platform, deps: AdminDeps) {
  const { database, log, now } = platform;
  const { auth, orders, payments } = deps;
  const adminRepo = createAdminRepository(database.db);

  return {
    async routes(api: FastifyInstance) {
      await api.register(adminRoutes, {
        admin: createAdminService({
          db: database.db,
          adminRepo,
          orderReads: orders.reads,
          orderWrites: orders.writes,
          contact: deps.contact.service,
          transitions: orders.transitions,
          refunds: payments.refunds,
          receipts: payments.receipts,
          billing: deps.billing.service,
          fulfilment: deps.fulfilment.service,
          notices: orders.notices,
          log,
        }),
        refunds: payments.refunds,
        recordOfflinePayment: payments.recordOfflinePayment,
      });
      await api.register(adminUsersRoutes, {
        users: createAdminUsersService({
          db: database.db,
          accountsRepo: createAdminUsersRepository(database.db),
          adminRepo,
          standing: auth.accountStanding,
          sessionsRepo: auth.sessionsRepo,
          tokensRepo: auth.tokensRepo,
          mail: deps.mail.outbox,
          emailVerification: auth.emailVerification,
          log,
          now,
        }),
      });
    },
  };
}

export type AdminModule = ReturnType<typeof createAdminModule>;
