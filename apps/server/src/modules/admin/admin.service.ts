import {
  type AdminOrder,
  type AdminOrderPage,
  type AdminSummary,
  type adminOrdersQuerySchema,
  cancellationRequestNotes,
  type declineCancellationRequestSchema,
  type updateOrderNotesRequestSchema,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingService } from '../billing/index.ts';
import type { ContactService } from '../contact/index.ts';
import type { FulfilmentService } from '../fulfilment/index.ts';
import type {
  OrderNotices,
  OrderReads,
  OrderRequests,
  OrderTimeline,
  OrderTransitions,
} from '../orders/index.ts';
import type { PaymentsModule, RefundsService } from '../payments/index.ts';
import type { AdminRepository } from './admin.repository.ts';
import {
  inTransaction,
  lockListedOrder,
  orderDetails,
  orderNotFound,
  requireOrder,
} from './admin-order-detail.ts';
import { parseOrderSearch, toAdminOrder } from './admin-orders.ts';
import { statusChanges } from './order-status.ts';
import { ordersExport } from './orders-export.ts';

interface Deps {
  db: Db;
  adminRepo: AdminRepository;
  orderReads: OrderReads;
  /** The admin's notes and the settling of a cancellation request, each noted on the timeline. */
  orderWrites: OrderRequests & OrderTimeline;
  contact: Pick<ContactService, 'countUnhandled'>;
  transitions: OrderTransitions;
  /** The refunds of orders, kept by the payments module. */
  refunds: Pick<
    RefundsService,
    | 'ofOrder'
    | 'byOrders'
    | 'totals'
    | 'startRefund'
    | 'completeOffline'
    | 'readFacts'
    | 'sendNow'
    | 'isRefundBoundViolation'
    | 'tooMuch'
  >;
  /** The receipt of the payment that paid an order, kept by the payments module. */
  receipts: PaymentsModule['receipts'];
  /** What is still open on a launch, kept by the fulfilment module. */
  fulfilment: Pick<FulfilmentService, 'openWork'>;
  /** GST charged and reversed, kept by the billing module; absent, no tax was ever charged. */
  billing?: Pick<
    BillingService,
    'taxTotals' | 'invoiceOfPayment' | 'creditedTaxByOrders' | 'invoicesOfOrder'
  >;
  /** The customer's mail when a cancellation request is declined. */
  notices: Pick<OrderNotices, 'cancellationDeclined'>;
  log: FastifyBaseLogger;
}

/** The dashboard summary and the orders list. */
function orderViews(deps: Deps) {
  const { adminRepo, contact, refunds, billing } = deps;
  return {
    async summary(): Promise<AdminSummary> {
      const [orders, totalUsers, unhandledMessages, refunded, tax] = await Promise.all([
        adminRepo.orderTotals(),
        adminRepo.countUsers(),
        contact.countUnhandled(),
        refunds.totals(),
        billing?.taxTotals() ?? { invoicedTax: 0, creditedTax: 0 },
      ]);
      // Order amounts are fees; a refund returned fee and GST, and its credit note states the GST
      // part (a note's total is its refund), so revenue is netted by the fee part alone.
      const refundedFees = refunded.refunded - tax.creditedTax;
      return {
        totalUsers,
        totalOrders: orders.totalOrders,
        completedOrders: orders.byStatus.completed,
        collectedRevenue: orders.collectedRevenue - refundedFees,
        unpaidBookedRevenue: orders.unpaidBookedRevenue,
        unpaidBookedOrders: orders.unpaidBookedOrders,
        refundedRevenue: refundedFees,
        taxCollected: tax.invoicedTax - tax.creditedTax,
        refundsOutstanding: refunded.outstanding,
        paidOrders: orders.paidOrders,
        ordersByStatus: orders.byStatus,
        unhandledMessages,
      };
    },

    async listOrders(query: z.output<typeof adminOrdersQuerySchema>): Promise<AdminOrderPage> {
      const search = parseOrderSearch(query.q);
      const rows = await adminRepo.listOrders({
        search,
        status: query.status,
        needs: query.needs,
        userId: query.userId,
        cursor: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const { items, nextCursor } = pageOf(rows, query.limit);
      // Counts come from the running totals; a search, a "needs" or a customer filter is not counted.
      let total: number | null = null;
      if (!search && !query.needs && !query.userId) {
        const totals = await adminRepo.orderTotals();
        total = query.status ? totals.byStatus[query.status] : totals.totalOrders;
      }
      return { orders: items.map(toAdminOrder), nextCursor, total };
    },
  };
}

/** A cancellation request declined with a reply, and the notes the customer sees. */
function orderCare(deps: Deps) {
  const { adminRepo, orderReads, orderWrites, notices } = deps;
  return {
    /** Settles a customer's cancellation request without a refund: the reply goes on the timeline. */
    async declineCancellation(
      admin: UserRow,
      id: string,
      input: z.output<typeof declineCancellationRequestSchema>,
    ): Promise<AdminOrder> {
      await inTransaction(deps, async (tx) => {
        await lockListedOrder(orderReads, tx, id);
        const current = await orderReads.lockById(tx, id);
        if (!current) throw orderNotFound();
        if (!current.cancellationRequestedAt) {
          throw new AppError('conflict', 'This order has no open cancellation request.');
        }
        await orderWrites.setCancellationRequested(tx, id, null);
        await orderWrites.appendNote(
          tx,
          { id, status: current.status },
          admin.id,
          `${cancellationRequestNotes.declined}${input.reply}`,
        );
        await notices.cancellationDeclined(tx, { order: current, reply: input.reply, at: new Date() });
      });
      return requireOrder(adminRepo, id);
    },

    /** Saves the notes the customer sees on the order; a change is recorded on the timeline. */
    async setNotes(
      admin: UserRow,
      id: string,
      input: z.output<typeof updateOrderNotesRequestSchema>,
    ): Promise<AdminOrder> {
      await inTransaction(deps, async (tx) => {
        const current = await lockListedOrder(orderReads, tx, id);
        if (current.notes === input.notes) return;
        await orderWrites.setNotes(tx, id, input.notes);
        await orderWrites.appendNote(
          tx,
          { id, status: current.status },
          admin.id,
          input.notes ? 'Notes updated' : 'Notes removed',
        );
      });
      return requireOrder(adminRepo, id);
    },
  };
}

/**
 * Everything the admin screen does. The routes only reach it through `requireStaff`, which reads
 * the role from the database on every request; `admin` here is that freshly read user.
 */
export function createAdminService(deps: Deps) {
  return {
    ...orderViews(deps),
    ...orderDetails(deps),
    ...ordersExport(deps),
    ...statusChanges(deps),
    ...orderCare(deps),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
