import {
  type CancellationRequest,
  cancellationMessages,
  cancellationRequestNotes,
  cancellationRequestOf,
  findPackage,
  isOrderCancelled,
  isOrderLaunched,
  isRefundCompleted,
  isStaffRole,
  type Order,
  type OrderActivity,
  type OrderDetail,
  type OrderEvent,
  type OrderEventActor,
  orderReference,
} from '@launchpad/shared';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderEventRow, OrderRow, PaymentRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderReads, OrderRequests, OrderTimeline } from './order-faces.ts';
import type { OrderNotices } from './order-notices.ts';
import type { LaunchPlanReader, OrderBillingReads, OrderReceiptReader } from './order-sources.ts';
import type { OrderTransitions } from './order-transitions.ts';
import { entryTextFor, type OrderListRow } from './orders.repository.ts';
import { noRefunds, type OrderRefunds, type RefundSplit, refundSplitsOf } from './refund-splits.ts';

/** What cancelling an order needs from payments: its live checkouts closed. */
export interface OrderCheckouts {
  supersedeOpen(tx: Queryable, orderId: string): Promise<PaymentRow[]>;
  closeSuperseded(superseded: PaymentRow[]): Promise<void>;
}

/** What an order is read with for its reader: its row and timeline, money, documents and launch. */
interface OrderSources {
  reads: OrderReads;
  refunds: OrderRefunds;
  receipts: OrderReceiptReader;
  billing: OrderBillingReads;
  fulfilment: LaunchPlanReader;
}

/** What the customer's cancellations change: the status, a request, the checkouts still open. */
interface CancellationDeps {
  db: Db;
  reads: OrderReads;
  writes: OrderRequests & OrderTimeline;
  transitions: OrderTransitions;
  checkouts: OrderCheckouts;
  notices: Pick<OrderNotices, 'cancellationRequested'>;
}

type Deps = OrderSources & CancellationDeps;

/** How many timeline entries the account's recent activity shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

/** An order for its owner, with its refunds split into fee and GST (`refundSplitsOf`). */
export function toOrder(
  row: OrderRow,
  split: RefundSplit = noRefunds,
  cancelledAt: Date | null = null,
): Order {
  const charged = row.billing ? row.billing.cgst + row.billing.sgst + row.billing.igst : 0;
  return ownersOrder({ ...row, paid: row.paidAt !== null, gst: charged, cancelledAt }, split);
}

/** When a cancelled order was cancelled: its latest move to cancelled on the timeline. */
function cancelledAtOf(row: OrderRow, events: OrderEventRow[]): Date | null {
  if (!isOrderCancelled(row.status)) return null;
  return events.filter((event) => isOrderCancelled(event.toStatus)).at(-1)?.createdAt ?? null;
}

function ownersOrder(
  row: OrderListRow & { paid: boolean; gst: number; cancelledAt: Date | null },
  split: RefundSplit = noRefunds,
): Order {
  const launchPackage = findPackage(row.packageId);
  // Named, not spread: an object literal with a spread in it is built on V8's slow path.
  const { refunds, refundedFee, refundedGst } = split;
  return {
    id: row.id,
    reference: orderReference(row.id),
    userId: row.userId,
    packageId: row.packageId,
    packageName: row.packageName,
    amount: row.amount,
    gst: row.gst,
    paid: row.paid,
    packageValue: launchPackage?.price ?? row.amount,
    status: row.status,
    notes: row.notes,
    paymentMethod: row.paymentMethod,
    refundedAmount: refunds.filter((r) => isRefundCompleted(r.state)).reduce((sum, r) => sum + r.amount, 0),
    refundedFee,
    refundedGst,
    refunds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    cancelledAt: isOrderCancelled(row.status) ? (row.cancelledAt?.toISOString() ?? null) : null,
    expectedLaunchDate: row.expectedLaunchDate,
    trackState: row.trackState,
    delayDays: row.delayDays,
    waitingOnCustomerSince: row.waitingOnCustomerSince,
    milestonesDone: row.milestonesDone,
    milestonesTotal: row.milestonesTotal,
  };
}

/** Events store a user id as actor; the customer sees who acted, never another person's id. */
function actorKind(actor: string, orderUserId: string): OrderEventActor {
  if (actor === 'provider' || actor === 'system') return actor;
  return actor === orderUserId ? 'customer' : 'staff';
}

/** One timeline entry as `reader` reads it: the team keeps the name of a withdrawn file, the customer does not. */
function toOrderEvent(row: OrderEventRow, orderUserId: string, reader: 'customer' | 'team'): OrderEvent {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: actorKind(row.actor, orderUserId),
    reason: entryTextFor(row, reader),
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', 'Order not found');

/** The customer's own order, locked for a change in this transaction. */
async function lockOwnOrderOf(
  reads: OrderReads,
  tx: Queryable,
  user: UserRow,
  orderId: string,
): Promise<OrderRow> {
  if (!isGuid(orderId)) throw notFound();
  const order = await reads.lockById(tx, orderId);
  if (!order || order.userId !== user.id) throw notFound();
  return order;
}

/**
 * What the customer reads: the list of their orders, one order and their recent activity. Owners
 * read their own orders and admins any; everyone else gets the same 404 as for an order that does
 * not exist, so ids cannot be probed.
 */
function orderViews(sources: OrderSources) {
  const { reads, refunds, receipts, billing, fulfilment } = sources;
  return {
    /** The user's orders, newest first. */
    async listForUser(user: UserRow): Promise<Order[]> {
      const rows = await reads.listByUser(user.id);
      const withRefunds = rows.filter((row) => row.hasRefunds).map((row) => row.id);
      // Most lists have no refund at all, and need no second look.
      if (withRefunds.length === 0) return rows.map((row) => ownersOrder(row));
      const splits = await refundSplitsOf({ refunds, billing }, withRefunds);
      return rows.map((row) => ownersOrder(row, splits.get(row.id)));
    },

    /** One order with its timeline, refunds, documents and launch. */
    async getForUser(user: UserRow, orderId: string): Promise<OrderDetail> {
      if (!isGuid(orderId)) throw notFound();
      const row = await reads.findById(orderId);
      if (!row || (row.userId !== user.id && !isStaffRole(user.role))) throw notFound();
      const [events, splits, receipt, invoices, plan] = await Promise.all([
        reads.listEvents(row.id),
        refundSplitsOf({ refunds, billing }, [row.id]),
        receipts(row),
        billing.invoicesOfOrder(row.id),
        fulfilment.readPlan(row.id),
      ]);
      const reader = isStaffRole(user.role) ? 'team' : 'customer';
      const timeline = events.map((event) => toOrderEvent(event, row.userId, reader));
      const requestedAt = row.cancellationRequestedAt?.toISOString() ?? null;
      return {
        ...toOrder(row, splits.get(row.id), cancelledAtOf(row, events)),
        events: timeline,
        cancellationRequestedAt: requestedAt,
        cancellationRequest: cancellationRequestOf(timeline, requestedAt),
        billing: billing.orderBilling(row),
        receipt,
        invoices,
        plannedLaunchDate: row.plannedLaunchDate,
        governmentCaveat: row.governmentCaveat,
        ...plan,
      };
    },

    /** The newest entries across the user's orders, as the customer reads them. */
    async recentActivity(user: UserRow): Promise<OrderActivity[]> {
      const rows = await reads.listRecentEventsByUser(user.id, RECENT_ACTIVITY_LIMIT);
      return rows.map(({ event, orderUserId, packageName }) => ({
        ...toOrderEvent(event, orderUserId, 'customer'),
        orderId: event.orderId,
        orderReference: orderReference(event.orderId),
        packageName,
      }));
    },
  };
}

/** The customer's cancellations; each answers the order as its owner now reads it. */
function cancellations(deps: CancellationDeps, views: Pick<ReturnType<typeof orderViews>, 'getForUser'>) {
  const { db, reads, writes, transitions, checkouts, notices } = deps;
  return {
    /**
     * The customer cancels an unpaid order: it leaves the pending lists and its live checkouts are
     * superseded. A paid order takes a cancellation request instead (409).
     */
    async cancel(user: UserRow, orderId: string): Promise<OrderDetail> {
      const superseded = await db.transaction(async (tx) => {
        const order = await lockOwnOrderOf(reads, tx, user, orderId);
        if (isOrderCancelled(order.status)) return [];
        if (order.paidAt !== null) throw new AppError('conflict', cancellationMessages.paidCannotCancel);
        await transitions.move(tx, {
          order,
          to: 'cancelled',
          writer: 'customer',
          actor: user.id,
          reason: 'Cancelled by the customer',
        });
        return checkouts.supersedeOpen(tx, order.id);
      });
      await checkouts.closeSuperseded(superseded);
      return views.getForUser(user, orderId);
    },

    /** The customer asks to cancel a paid order; an admin settles it with a refund or a reply. */
    async requestCancellation(
      user: UserRow,
      orderId: string,
      input: CancellationRequest,
    ): Promise<OrderDetail> {
      await db.transaction(async (tx) => {
        const order = await lockOwnOrderOf(reads, tx, user, orderId);
        if (isOrderCancelled(order.status)) {
          throw new AppError('conflict', cancellationMessages.alreadyCancelled);
        }
        if (order.paidAt === null) {
          throw new AppError('conflict', cancellationMessages.unpaidCancelDirectly);
        }
        if (isOrderLaunched(order.status)) {
          throw new AppError('conflict', cancellationMessages.completedCannotCancel);
        }
        if (order.cancellationRequestedAt) return;
        const at = new Date();
        await writes.setCancellationRequested(tx, order.id, at);
        await writes.appendNote(tx, order, user.id, `${cancellationRequestNotes.requested}${input.reason}`);
        await notices.cancellationRequested(tx, { order, customer: user, reason: input.reason, at });
      });
      return views.getForUser(user, orderId);
    },
  };
}

/** The customer's orders: the list, one order, cancelling and asking to cancel, recent activity. */
export function createOrdersService(deps: Deps) {
  const views = orderViews(deps);
  return { ...views, ...cancellations(deps, views) };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
