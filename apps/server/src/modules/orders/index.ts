import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { MailModule } from '../mail/index.ts';
import { createOrderFaces } from './order-faces.ts';
import { createOrderNotices } from './order-notices.ts';
import type { LaunchPlanReader, OrderBillingReads, OrderReceiptReader } from './order-sources.ts';
import { createOrderTransitions, type OrderFactsReader } from './order-transitions.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService, type OrderCheckouts } from './orders.service.ts';
import type { OrderRefunds } from './refund-splits.ts';

// What other modules use of this one.
export {
  createOrderFaces,
  type OrderBillingWrites,
  type OrderCheckout,
  type OrderLaunchWrites,
  type OrderReads,
  type OrderRequests,
  type OrderTimeline,
  type OrderWrites,
} from './order-faces.ts';
export type { OrderMove } from './order-move.ts';
export type { OrderNotices } from './order-notices.ts';
export type { LaunchPlan, RefundsOfOrder } from './order-sources.ts';
export {
  createOrderTransitions,
  type OrderFactsReader,
  type OrderTransitions,
} from './order-transitions.ts';
export {
  chargedGst,
  ORDER_CHANGES_CHANNEL,
  type OrderChangeNotice,
  type PositionedChange,
} from './orders.repository.ts';
export { type OrderRefunds, type RefundSplit, refundSplitsOf } from './refund-splits.ts';

export interface OrdersDeps {
  mail: Pick<MailModule, 'outbox'>;
  auth: Pick<AuthModule, 'users'>;
  /** What an order's payments and refunds allow (a move out of paid, a cancellation). */
  readFacts: OrderFactsReader;
}

/** What the customer's order routes read from modules built after this one (they need the orders). */
export interface OrdersRoutesDeps {
  payments: { service: OrderCheckouts; refunds: OrderRefunds; receipts: OrderReceiptReader };
  billing: { service: OrderBillingReads };
  fulfilment: { service: LaunchPlanReader };
}

/**
 * The orders every other module reads (`reads`), the writes it may make (`writes`, none of which
 * changes a status), the one way an order changes status (the transitions, which mail the
 * customer), and the customer's order routes under `/api/orders`.
 */
export function createOrdersModule(platform: Platform, deps: OrdersDeps) {
  const { database } = platform;
  const { reads, writes } = createOrderFaces(database);
  const notices = createOrderNotices({ mail: deps.mail.outbox, usersRepo: deps.auth.users });
  const transitions = createOrderTransitions(deps.readFacts, notices);

  return {
    reads,
    writes,
    notices,
    transitions,
    async routes(api: FastifyInstance, later: OrdersRoutesDeps) {
      await api.register(ordersRoutes, {
        prefix: '/orders',
        orders: createOrdersService({
          db: database.db,
          reads,
          writes,
          transitions,
          notices,
          checkouts: later.payments.service,
          refunds: later.payments.refunds,
          receipts: later.payments.receipts,
          billing: later.billing.service,
          fulfilment: later.fulfilment.service,
        }),
      });
    },
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
