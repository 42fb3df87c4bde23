import {
  findPackage,
  messages,
  type Order,
  type OrderActivity,
  type OrderDetail,
  type OrderEvent,
  type OrderEventActor,
} from '@launchpad/shared';
import type { OrderEventRow, OrderRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionClaims } from '../../lib/tokens.ts';
import type { ListedOrder, OrdersRepository } from './orders.repository.ts';

/** How many timeline entries the account's recent activity shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isoTime = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

export function toOrder(row: OrderRow | ListedOrder): Order {
  const launchPackage = findPackage(row.packageId);
  return {
    id: row.id,
    packageId: row.packageId,
    packageName: row.packageName,
    amount: row.amount,
    packageValue: launchPackage?.price ?? row.amount,
    status: row.status,
    notes: row.notes,
    paymentMethod: row.paymentMethod,
    features: launchPackage?.features ?? [],
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** Events store a user id as actor; the customer sees who acted, never another person's id. */
function actorKind(actor: string, orderUserId: string): OrderEventActor {
  if (actor === 'provider' || actor === 'system') return actor;
  return actor === orderUserId ? 'customer' : 'staff';
}

function toOrderEvent(row: OrderEventRow, orderUserId: string): OrderEvent {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: actorKind(row.actor, orderUserId),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createOrdersService({ ordersRepo }: { ordersRepo: OrdersRepository }) {
  return {
    /**
     * The signed-in user's orders. The route checks only the token (requireSession); the account
     * check comes back with the list, and a session it fails is refused as requireUser would.
     */
    async listForSession(session: SessionClaims): Promise<Order[]> {
      const rows = await ordersRepo.listBySession(session);
      if (!rows) throw new AppError('unauthenticated', messages.sessionExpired);
      return rows.map(toOrder);
    },

    /**
     * One order with its timeline. Owners read their own orders and admins any; everyone else gets
     * the same 404 as for an order that does not exist, so ids cannot be probed.
     */
    async getForUser(user: UserRow, orderId: string): Promise<OrderDetail> {
      const notFound = new AppError('not_found', 'Order not found');
      if (!uuidPattern.test(orderId)) throw notFound;
      const row = await ordersRepo.findById(orderId);
      if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound;
      const events = await ordersRepo.listEvents(row.id);
      return { ...toOrder(row), events: events.map((event) => toOrderEvent(event, row.userId)) };
    },

    async recentActivity(user: UserRow): Promise<OrderActivity[]> {
      const rows = await ordersRepo.listRecentEventsByUser(user.id, RECENT_ACTIVITY_LIMIT);
      return rows.map(({ event, orderUserId, packageName }) => ({
        ...toOrderEvent(event, orderUserId),
        orderId: event.orderId,
        packageName,
      }));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
