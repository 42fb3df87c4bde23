import {
  type CancellationRequest,
  cancellationMessages,
  cancellationRequestNotes,
  cancellationRequestOf,
  findPackage,
  isOrderCancelled,
  isOrderLaunched,
  isRefundCompleted,
  type Order,
  type OrderActivity,
  type OrderDetail,
  type OrderEvent,
  type OrderEventActor,
  orderReference,
  refundedParts,
} from '@launchpad/shared';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderEventRow, OrderRow, PaymentRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderNotices } from './order-notices.ts';
import type { LaunchPlanReader, OrderBillingReads, RefundsOfOrder } from './order-sources.ts';
import type { OrderTransitions } from './order-transitions.ts';
import type { OrderListRow, OrdersRepository } from './orders.repository.ts';

/** What cancelling an order needs from payments: its live checkouts closed. */
export interface OrderCheckouts {
  supersedeOpen(tx: Queryable, orderId: string): Promise<PaymentRow[]>;
  closeSuperseded(superseded: PaymentRow[]): Promise<void>;
}

/** What the orders need from payments: each order's refunds, and what of them returned its charge. */
export interface OrderRefunds {
  byOrders(orderIds: string[]): Promise<Map<string, RefundsOfOrder>>;
}

interface Deps {
  db: Db;
  fulfilment: LaunchPlanReader;
  ordersRepo: OrdersRepository;
  transitions: OrderTransitions;
  checkouts: OrderCheckouts;
  refunds: OrderRefunds;
  billing: OrderBillingReads;
  notices: Pick<OrderNotices, 'cancellationRequested'>;
}

/**
 * The refunds of these orders and, for each whose refunds returned some of its charge, the GST
 * their credit notes reversed: what splits a refund into fee and GST (`refundedParts`). Without
 * billing no tax was ever charged, so none was reversed.
 */
export async function refundsWithCreditedTax(
  deps: { refunds: OrderRefunds; billing?: Pick<OrderBillingReads, 'creditedTaxByOrders'> },
  orderIds: string[],
): Promise<{ orderRefunds: Map<string, RefundsOfOrder>; creditedTax: Map<string, number> }> {
  const orderRefunds = await deps.refunds.byOrders(orderIds);
  // Only an order whose refunds returned some of its charge can have a credit note.
  const refunded = [...orderRefunds].filter(([, own]) => own.chargeRefunded > 0).map(([id]) => id);
  const creditedTax = (await deps.billing?.creditedTaxByOrders(refunded)) ?? new Map<string, number>();
  return { orderRefunds, creditedTax };
}

/** How many timeline entries the account's recent activity shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

/**
 * An order for its owner, with its refunds and their fee part: what they returned of its charge
 * less the GST its credit notes reversed (`creditedTax`).
 */
export function toOrder(
  row: OrderRow,
  own?: RefundsOfOrder,
  creditedTax = 0,
  cancelledAt: Date | null = null,
): Order {
  const charged = row.billing ? row.billing.cgst + row.billing.sgst + row.billing.igst : 0;
  return ownersOrder({ ...row, paid: row.paidAt !== null, gst: charged, cancelledAt }, own, creditedTax);
}

/** When a cancelled order was cancelled: its latest move to cancelled on the timeline. */
function cancelledAtOf(row: OrderRow, events: OrderEventRow[]): Date | null {
  if (!isOrderCancelled(row.status)) return null;
  return events.filter((event) => isOrderCancelled(event.toStatus)).at(-1)?.createdAt ?? null;
}

function ownersOrder(
  row: OrderListRow & { paid: boolean; gst: number; cancelledAt: Date | null },
  own: RefundsOfOrder | undefined,
  creditedTax = 0,
): Order {
  const launchPackage = findPackage(row.packageId);
  const refunds = own?.refunds ?? [];
  // Named, not spread: an object literal with a spread in it is built on V8's slow path.
  const { refundedFee, refundedGst } = refundedParts(own?.chargeRefunded ?? 0, creditedTax);
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

const notFound = () => new AppError('not_found', 'Order not found');

/** The customer's own order, locked for a change in this transaction. */
async function lockOwnOrderOf(
  ordersRepo: Deps['ordersRepo'],
  tx: Queryable,
  user: UserRow,
  orderId: string,
): Promise<OrderRow> {
  if (!isGuid(orderId)) throw notFound();
  const order = await ordersRepo.lockById(tx, orderId);
  if (!order || order.userId !== user.id) throw notFound();
  return order;
}

/** One order with its timeline, refunds, documents and launch, for its owner or an admin. */
async function orderDetailOf(
  {
    ordersRepo,
    refunds,
    billing,
    fulfilment,
  }: Pick<Deps, 'ordersRepo' | 'refunds' | 'billing' | 'fulfilment'>,
  user: UserRow,
  orderId: string,
): Promise<OrderDetail> {
  if (!isGuid(orderId)) throw notFound();
  const row = await ordersRepo.findById(orderId);
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound();
  const [events, orderRefunds, invoices, plan] = await Promise.all([
    ordersRepo.listEvents(row.id),
    refunds.byOrders([row.id]),
    billing.invoicesOfOrder(row.id),
    fulfilment.readPlan(row.id),
  ]);
  const creditedTax = invoices
    .filter((invoice) => invoice.kind === 'credit-note')
    .reduce((sum, note) => sum + note.tax, 0);
  const timeline = events.map((event) => toOrderEvent(event, row.userId));
  const requestedAt = row.cancellationRequestedAt?.toISOString() ?? null;
  return {
    ...toOrder(row, orderRefunds.get(row.id), creditedTax, cancelledAtOf(row, events)),
    events: timeline,
    cancellationRequestedAt: requestedAt,
    cancellationRequest: cancellationRequestOf(timeline, requestedAt),
    billing: billing.orderBilling(row),
    invoices,
    plannedLaunchDate: row.plannedLaunchDate,
    governmentCaveat: row.governmentCaveat,
    ...plan,
  };
}

export function createOrdersService({
  db,
  ordersRepo,
  transitions,
  checkouts,
  refunds,
  billing,
  fulfilment,
  notices,
}: Deps) {
  const lockOwnOrder = (tx: Queryable, user: UserRow, orderId: string) =>
    lockOwnOrderOf(ordersRepo, tx, user, orderId);
  const getForUser = (user: UserRow, orderId: string) =>
    orderDetailOf({ ordersRepo, refunds, billing, fulfilment }, user, orderId);

  return {
    /** The user's orders, newest first. */
    async listForUser(user: UserRow): Promise<Order[]> {
      const rows = await ordersRepo.listByUser(user.id);
      const withRefunds = rows.filter((row) => row.hasRefunds).map((row) => row.id);
      // Most lists have no refund at all, and need no second look.
      if (withRefunds.length === 0) return rows.map((row) => ownersOrder(row, undefined));
      const { orderRefunds, creditedTax } = await refundsWithCreditedTax({ refunds, billing }, withRefunds);
      return rows.map((row) => ownersOrder(row, orderRefunds.get(row.id), creditedTax.get(row.id)));
    },

    /**
     * One order with its timeline. Owners read their own orders and admins any; everyone else gets
     * the same 404 as for an order that does not exist, so ids cannot be probed.
     */
    getForUser,

    /**
     * The customer cancels an unpaid order: it leaves the pending lists and its live checkouts are
     * superseded. A paid order takes a cancellation request instead (409).
     */
    async cancel(user: UserRow, orderId: string): Promise<OrderDetail> {
      const superseded = await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, user, orderId);
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
      return getForUser(user, orderId);
    },

    /** The customer asks to cancel a paid order; an admin settles it with a refund or a reply. */
    async requestCancellation(
      user: UserRow,
      orderId: string,
      input: CancellationRequest,
    ): Promise<OrderDetail> {
      await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, user, orderId);
        if (isOrderCancelled(order.status))
          throw new AppError('conflict', cancellationMessages.alreadyCancelled);
        if (order.paidAt === null) throw new AppError('conflict', cancellationMessages.unpaidCancelDirectly);
        if (isOrderLaunched(order.status)) {
          throw new AppError('conflict', cancellationMessages.completedCannotCancel);
        }
        if (order.cancellationRequestedAt) return;
        const at = new Date();
        await ordersRepo.setCancellationRequested(tx, order.id, at);
        await ordersRepo.appendNote(
          tx,
          order,
          user.id,
          `${cancellationRequestNotes.requested}${input.reason}`,
        );
        await notices.cancellationRequested(tx, { order, customer: user, reason: input.reason, at });
      });
      return getForUser(user, orderId);
    },

    async recentActivity(user: UserRow): Promise<OrderActivity[]> {
      const rows = await ordersRepo.listRecentEventsByUser(user.id, RECENT_ACTIVITY_LIMIT);
      return rows.map(({ event, orderUserId, packageName }) => ({
        ...toOrderEvent(event, orderUserId),
        orderId: event.orderId,
        orderReference: orderReference(event.orderId),
        packageName,
      }));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
