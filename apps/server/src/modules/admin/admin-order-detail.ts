import {
  type AdminEventActor,
  type AdminOrder,
  type AdminOrderDetail,
  adminMessages,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import { type Transaction, transactionWithRetry } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingService } from '../billing/index.ts';
import { type OrderReads, refundSplitsOf } from '../orders/index.ts';
import { type PaymentsModule, type RefundsService, toAdminPayment } from '../payments/index.ts';
import { type AdminRepository, listedPackageIds } from './admin.repository.ts';
import { adminOrderRefunds } from './admin-order-refunds.ts';
import { toAdminOrder } from './admin-orders.ts';

/** What the admin's order page is read from. */
export interface AdminOrderSources {
  adminRepo: AdminRepository;
  orderReads: OrderReads;
  refunds: Pick<RefundsService, 'ofOrder' | 'byOrders'>;
  /** The receipt of the payment that paid an order, kept by the payments module. */
  receipts: PaymentsModule['receipts'];
  billing?: Pick<BillingService, 'invoiceOfPayment' | 'creditedTaxByOrders' | 'invoicesOfOrder'>;
}

export const orderNotFound = () => new AppError('not_found', adminMessages.orderNotFound);

export async function requireOrderRow(adminRepo: AdminRepository, id: string) {
  const row = await adminRepo.findOrder(id);
  if (!row) throw orderNotFound();
  return row;
}

export async function requireOrder(adminRepo: AdminRepository, id: string): Promise<AdminOrder> {
  return toAdminOrder(await requireOrderRow(adminRepo, id));
}

// The running totals' counter rows are locked by every order write (migration 0003). Two
// transactions that each change several orders can, rarely, wait on each other; PostgreSQL then
// aborts one, and running it again is safe because it starts from the row it locks.
export const inTransaction = <T>(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  work: (tx: Transaction) => Promise<T>,
) => transactionWithRetry(db, log, work);

/** Locks an order the admin may change (its package is listed); 404 otherwise. */
export async function lockListedOrder(orderReads: OrderReads, tx: Transaction, id: string) {
  const current = await orderReads.lockForChange(tx, id);
  if (!current || !listedPackageIds.includes(current.packageId)) throw orderNotFound();
  return current;
}

/** The admin's order page. */
export function orderDetails({ adminRepo, orderReads, refunds, receipts, billing }: AdminOrderSources) {
  return {
    /** One order for the admin: its timeline with people named, its payments, documents and refunds. */
    async getOrder(id: string): Promise<AdminOrderDetail> {
      const row = await adminRepo.findOrder(id);
      if (!row) throw orderNotFound();
      const order = toAdminOrder(row);
      const [events, paymentRows, invoices, splits, receipt] = await Promise.all([
        orderReads.listEvents(id),
        adminRepo.listPayments(id),
        billing?.invoicesOfOrder(id) ?? [],
        refundSplitsOf({ refunds, billing }, [id]),
        receipts(row),
      ]);
      const split = splits.get(id);
      // order_events.actor holds a user id, 'provider' or 'system'; people are shown by name.
      const userIds = [...new Set(events.map((e) => e.actor).filter(isGuid))];
      const people = new Map((await adminRepo.findUsersByIds(userIds)).map((user) => [user.id, user]));
      const actorOf = (actor: string): AdminEventActor => {
        if (actor === 'provider' || actor === 'system') return { kind: actor, name: null, userId: null };
        const person = people.get(actor);
        if (!person) return { kind: 'unknown', name: null, userId: null };
        return {
          kind: person.id === order.customer.id ? 'customer' : 'admin',
          name: person.name,
          userId: person.id,
        };
      };
      return {
        ...order,
        events: events.map((event) => ({
          id: event.id,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          actor: actorOf(event.actor),
          reason: event.reason,
          createdAt: event.createdAt.toISOString(),
        })),
        payments: paymentRows.map(toAdminPayment),
        invoices,
        ...(await adminOrderRefunds(refunds, billing, id)),
        // The same split as the customer's order page, the lists and the CSV (`refundSplitsOf`).
        gst: row.gst,
        paid: row.paidAt !== null,
        refundedFee: split?.refundedFee ?? 0,
        refundedGst: split?.refundedGst ?? 0,
        receipt,
      };
    },
  };
}
