import {
  isAwaitingPayment,
  launchPackages,
  type OrderAttentionFlag,
  type OrderStatus,
  orderStatuses,
} from '@launchpad/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import { documentsToReview, needsAttention } from '../../db/order-attention.ts';
import { selectRows } from '../../db/rows.ts';
import {
  orders,
  orderTotals,
  type PaymentRow,
  payments,
  type UserRow,
  users,
  userTotals,
} from '../../db/schema.ts';
import { chargedGst } from '../orders/index.ts';
import { ordersMatchingReferences } from './admin-references.repository.ts';

/** The orders an admin sees: their package is in the catalogue (the user join is inner). */
export const listedPackageIds: string[] = launchPackages.map((p) => p.id);

/** How the admin's search box narrows a list. */
export type OrderSearch =
  | {
      /** Orders whose id lies in a range: one whole id, or those a reference names. */
      kind: 'order-id';
      from: string;
      to: string;
      /** A term that may also be text to search for: what it matches is listed too. */
      orText?: string;
    }
  /** Part of a customer's name, email or phone number, or of a payment or refund reference. */
  | { kind: 'text'; term: string }
  | undefined;

/** Above this many matching customers, matching is done row by row while walking the orders index. */
export const CUSTOMER_MATCH_LIMIT = 1000;

export interface AdminOrderRow {
  id: string;
  packageId: string;
  packageName: string;
  amount: number;
  /** GST charged on the fee (the order's billing snapshot), whole rupees; 0 without tax. */
  gst: number;
  status: OrderStatus;
  notes: string | null;
  paymentMethod: string | null;
  paidAt: Date | null;
  cancellationRequestedAt: Date | null;
  documentsToReview: number;
  createdAt: Date;
  updatedAt: Date;
  userId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  cursorAt: string;
}

export interface OrderTotals {
  byStatus: Record<OrderStatus, number>;
  totalOrders: number;
  /** Amounts of orders waiting for their payment (pending and unpaid): booked, not revenue. */
  unpaidBookedRevenue: number;
  unpaidBookedOrders: number;
  paidOrders: number;
  collectedRevenue: number;
}

/**
 * The search box as a full-text query: every word typed must begin a word of the customer's name
 * or email ("pri sha" finds Priya Sharma). Only letters and digits reach to_tsquery, so nothing
 * typed can change the query's syntax. Undefined when nothing searchable was typed.
 */
export function customerSearchQuery(term: string): string | undefined {
  const words = term
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** A search that holds an @ is the start of an email address, looked up in its own index. */
export function emailSearchPrefix(term: string): string | undefined {
  const email = term.trim().toLowerCase();
  return email.includes('@') ? `${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

// users.search is a generated tsvector with a GIN index (see db/schema/users.ts). Without an @, the words
// of a full email would each match thousands of users ("example", "in"); with one, the email
// index answers at once.
export const customerMatches = (term: string) => {
  const emailPrefix = emailSearchPrefix(term);
  if (emailPrefix) return sql`${users.email} like ${emailPrefix}`;
  const query = customerSearchQuery(term);
  return query ? sql`${users.search} @@ to_tsquery('simple', ${query})` : undefined;
};

const orderColumns = {
  id: orders.id,
  packageId: orders.packageId,
  packageName: orders.packageName,
  amount: orders.amount,
  gst: chargedGst.mapWith(Number),
  status: orders.status,
  notes: orders.notes,
  paymentMethod: orders.paymentMethod,
  paidAt: orders.paidAt,
  cancellationRequestedAt: orders.cancellationRequestedAt,
  documentsToReview: documentsToReview(orders.id),
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  userId: orders.userId,
  customerName: users.name,
  customerEmail: users.email,
  customerPhone: users.phone,
  cursorAt: cursorText(orders.createdAt),
};

/** The admin's rows of the orders these conditions select, newest first. */
async function selectOrders(db: Db, where: (SQL | undefined)[], limit: number): Promise<AdminOrderRow[]> {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(orders.packageId, listedPackageIds), ...where))
    .orderBy(...newestFirst(orders.createdAt, orders.id))
    .limit(limit);
}

/**
 * The condition for orders of customers matching a search; undefined when no customer matches.
 * The matching customers are gathered from the index before the limit applies: under a plain
 * LIMIT the planner expects a match every few rows and scans the whole table for a word nobody
 * has (a phone number or a reference typed in the same box), 50 ms at 1,00,000 users against 3.
 */
async function ordersOfCustomers(db: Db, term: string): Promise<SQL | undefined> {
  const matches = customerMatches(term);
  if (!matches) return undefined;
  const matched = await selectRows<{ id: string }>(
    db,
    sql`with matched as materialized (select ${users.id} as id from ${users} where ${matches})
      select id from matched limit ${CUSTOMER_MATCH_LIMIT + 1}`,
  );
  if (matched.length === 0) return undefined;
  return matched.length <= CUSTOMER_MATCH_LIMIT
    ? inArray(
        orders.userId,
        matched.map((m) => m.id),
      )
    : matches;
}

/** The conditions for orders that text matches: by their customer, or by a reference or phone (looked up at once). */
async function ordersMatchingText(db: Db, term: string): Promise<SQL[]> {
  const [ofCustomers, ofReferences] = await Promise.all([
    ordersOfCustomers(db, term),
    ordersMatchingReferences(db, term),
  ]);
  return [ofCustomers, ofReferences].filter((condition) => condition !== undefined);
}

/** Orders and money by status, from the totals the triggers keep (decision 005). */
async function readOrderTotals(db: Db): Promise<OrderTotals> {
  const rows = await db
    .select({
      status: orderTotals.status,
      paid: orderTotals.paid,
      orderCount: sql<number>`sum(${orderTotals.orderCount})::float8`.mapWith(Number),
      amount: sql<number>`sum(${orderTotals.amount})::float8`.mapWith(Number),
    })
    .from(orderTotals)
    .where(inArray(orderTotals.packageId, listedPackageIds))
    .groupBy(orderTotals.status, orderTotals.paid);
  const totals: OrderTotals = {
    byStatus: Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>,
    totalOrders: 0,
    unpaidBookedRevenue: 0,
    unpaidBookedOrders: 0,
    paidOrders: 0,
    collectedRevenue: 0,
  };
  for (const row of rows) {
    if (Object.hasOwn(totals.byStatus, row.status))
      totals.byStatus[row.status as OrderStatus] += row.orderCount;
    totals.totalOrders += row.orderCount;
    if (!row.paid && isAwaitingPayment(row.status)) {
      totals.unpaidBookedOrders += row.orderCount;
      totals.unpaidBookedRevenue += row.amount;
    }
    if (row.paid) {
      totals.paidOrders += row.orderCount;
      totals.collectedRevenue += row.amount;
    }
  }
  return totals;
}

export function createAdminRepository(db: Db) {
  return {
    orderTotals: () => readOrderTotals(db),

    async countUsers(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${userTotals.userCount}), 0)::float8`.mapWith(Number) })
        .from(userTotals);
      return row?.count ?? 0;
    },

    /**
     * A page of orders, newest first. A customer search first looks up the matching users: when
     * there are few, their orders come from the per-user index; when there are many, the orders
     * index is walked and each row's customer checked, which soon finds a page of matches.
     */
    async listOrders(input: {
      search: OrderSearch;
      status: OrderStatus | undefined;
      needs?: OrderAttentionFlag;
      userId?: string;
      cursor: Cursor | undefined;
      limit: number;
    }): Promise<AdminOrderRow[]> {
      const where: (SQL | undefined)[] = [
        input.status ? eq(orders.status, input.status) : undefined,
        input.userId ? eq(orders.userId, input.userId) : undefined,
        needsAttention(input.needs),
        olderThan(orders.createdAt, orders.id, input.cursor),
      ];
      const { search } = input;
      if (search?.kind === 'order-id') {
        const inRange = sql`${orders.id} between ${search.from}::uuid and ${search.to}::uuid`;
        const ofText = search.orText ? await ordersMatchingText(db, search.orText) : [];
        where.push(or(inRange, ...ofText));
      } else if (search?.kind === 'text') {
        const ofText = await ordersMatchingText(db, search.term);
        if (ofText.length === 0) return [];
        where.push(or(...ofText));
      }
      return selectOrders(db, where, input.limit);
    },

    async findOrder(id: string): Promise<AdminOrderRow | undefined> {
      const [row] = await selectOrders(db, [eq(orders.id, id)], 1);
      return row;
    },

    async listPayments(orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(payments.createdAt, payments.id);
    },

    async findUsersByIds(ids: string[]): Promise<Pick<UserRow, 'id' | 'name' | 'role'>[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
