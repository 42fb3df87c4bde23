import { and, desc, eq, fillPlaceholders, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { type OrderEventRow, type OrderRow, orderEvents, orders, users } from '../../db/schema.ts';
import type { SessionClaims } from '../../lib/tokens.ts';

/** Any Drizzle handle that can run queries: the database or a transaction. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface NewOrderEvent {
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
}

/** An order as the customer's list reads it: the columns shown, times in ISO 8601 (UTC, ms). */
export type ListedOrder = Pick<
  OrderRow,
  'id' | 'packageId' | 'packageName' | 'amount' | 'status' | 'notes' | 'paymentMethod'
> & { createdAt: string; updatedAt: string };

/** A timestamp as `Date.prototype.toISOString` writes it, formatted by the database. */
function isoTimestamp(column: AnyPgColumn) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export interface OrderActivityRow {
  event: OrderEventRow;
  orderUserId: string;
  packageName: string;
}

/** The list's row, column by column in the order of the list statement's select. */
function listedOrder(row: unknown[]): ListedOrder {
  const [id, packageId, packageName, amount, status, notes, paymentMethod, createdAt, updatedAt] = row;
  return {
    id,
    packageId,
    packageName,
    amount,
    status,
    notes,
    paymentMethod,
    createdAt,
    updatedAt,
  } as ListedOrder;
}

export function createOrdersRepository(database: Database) {
  const { db } = database;
  // The dashboard's list with requireUser's account check in the same statement: no row at all when
  // the user is gone or the token's session version is not the current one (a password change signed
  // it out); one row of nulls when there are no orders. It is the busiest signed-in read, so it runs
  // prepared, its rows come back as arrays (listedOrder) and only the columns shown travel, times
  // already as JSON writes them: parsing and formatting forty Dates per call cost about as much as
  // the round trip itself.
  const listStatement = db
    .select({
      id: orders.id,
      packageId: orders.packageId,
      packageName: orders.packageName,
      amount: orders.amount,
      status: orders.status,
      notes: orders.notes,
      paymentMethod: orders.paymentMethod,
      createdAt: isoTimestamp(orders.createdAt),
      updatedAt: isoTimestamp(orders.updatedAt),
    })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.sessionVersion, sql.placeholder('sessionVersion')),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .toSQL();
  const ordersOfSession = { name: 'orders_of_session', text: listStatement.sql };

  return {
    /**
     * The customer's open order for this package, created when there is none. The partial unique
     * index makes two simultaneous first purchases end up with one order.
     */
    async findOrCreatePending(
      tx: Queryable,
      input: { userId: string; packageId: string; packageName: string; amount: number },
    ): Promise<{ order: OrderRow; created: boolean }> {
      const [inserted] = await tx
        .insert(orders)
        .values({ ...input, status: 'pending' })
        .onConflictDoNothing({
          target: [orders.userId, orders.packageId],
          where: sql`${orders.status} = 'pending'`,
        })
        .returning();
      if (inserted) return { order: inserted, created: true };
      const [existing] = await tx
        .update(orders)
        // The catalogue is the price authority: a resumed order takes today's list price.
        .set({ amount: input.amount, packageName: input.packageName, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.userId, input.userId),
            eq(orders.packageId, input.packageId),
            eq(orders.status, 'pending'),
          ),
        )
        .returning();
      if (!existing) throw new Error('pending order vanished while being resumed');
      return { order: existing, created: false };
    },

    async findById(id: string, tx: Queryable = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** Moves an order only if it is still in `from`; returns the updated row or undefined. */
    async transition(
      tx: Queryable,
      id: string,
      from: OrderRow['status'],
      to: OrderRow['status'],
      changes: { paymentMethod?: string | null } = {},
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ status: to, ...changes, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row;
    },

    async appendEvent(tx: Queryable, event: NewOrderEvent): Promise<void> {
      await tx.insert(orderEvents).values(event);
    },

    async listEvents(orderId: string, tx: Queryable = db): Promise<OrderEventRow[]> {
      return tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.createdAt, orderEvents.id);
    },

    /** The session's orders, newest first; undefined when the session is no longer valid. */
    async listBySession({ userId, sessionVersion }: SessionClaims): Promise<ListedOrder[] | undefined> {
      const rows = await database.queryRows(
        ordersOfSession,
        fillPlaceholders(listStatement.params, { userId, sessionVersion }),
      );
      if (rows.length === 0) return undefined;
      // The left join's row of nulls for a user without orders.
      if (rows.length === 1 && rows[0]?.[0] === null) return [];
      return rows.map(listedOrder);
    },

    /** The newest events across the user's orders, each with its order's owner and package, in one query. */
    async listRecentEventsByUser(
      userId: string,
      limit: number,
      tx: Queryable = db,
    ): Promise<OrderActivityRow[]> {
      return tx
        .select({
          event: orderEvents,
          orderUserId: orders.userId,
          packageName: orders.packageName,
        })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
        .limit(limit);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
