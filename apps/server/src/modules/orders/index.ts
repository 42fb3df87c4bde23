import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { MailModule } from '../mail/index.ts';
import { createOrderNotices } from './order-notices.ts';
import type { LaunchPlanReader, OrderBillingReads } from './order-sources.ts';
import { createOrderTransitions, type OrderFactsReader } from './order-transitions.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService, type OrderCheckouts, type OrderRefunds } from './orders.service.ts';

// What other modules use of this one.
export type { OrderNotices } from './order-notices.ts';
export type { LaunchPlan, RefundsOfOrder } from './order-sources.ts';
export {
  createOrderTransitions,
  type OrderFactsReader,
  type OrderMove,
  type OrderTransitions,
} from './order-transitions.ts';
export {
  chargedGst,
  createOrdersRepository,
  ORDER_CHANGES_CHANNEL,
  type OrderChangeNotice,
  type OrdersRepository,
} from './orders.repository.ts';
export { type OrderRefunds, refundsWithCreditedTax } from './orders.service.ts';

export interface OrdersDeps {
  mail: Pick<MailModule, 'outbox'>;
  auth: Pick<AuthModule, 'usersRepo'>;
  /** What an order's payments and refunds allow (a move out of paid, a cancellation). */
  readFacts: OrderFactsReader;
}

/** What the customer's order routes read from modules built after this one (they need the orders). */
export interface OrdersRoutesDeps {
  payments: { service: OrderCheckouts; refunds: OrderRefunds };
  billing: { service: OrderBillingReads };
  fulfilment: { service: LaunchPlanReader };
}

/**
 * The orders every other module reads, the one way an order changes status (the transitions, which
 * mail the customer), and the customer's order routes under `/api/orders`.
 */
export function createOrdersModule(platform: Platform, deps: OrdersDeps) {
  const { database } = platform;
  const repo = createOrdersRepository(database);
  const notices = createOrderNotices({ mail: deps.mail.outbox, usersRepo: deps.auth.usersRepo });
  const transitions = createOrderTransitions(repo, deps.readFacts, [notices.afterMove]);

  return {
    repo,
    notices,
    transitions,
    async routes(api: FastifyInstance, later: OrdersRoutesDeps) {
      await api.register(ordersRoutes, {
        prefix: '/orders',
        orders: createOrdersService({
          db: database.db,
          ordersRepo: repo,
          transitions,
          notices,
          checkouts: later.payments.service,
          refunds: later.payments.refunds,
          billing: later.billing.service,
          fulfilment: later.fulfilment.service,
        }),
      });
    },
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
