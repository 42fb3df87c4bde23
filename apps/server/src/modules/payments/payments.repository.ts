import {
  openPaymentStates,
  paidPaymentStates,
  replacedPaymentStates,
  settledPaymentStates,
} from '@launchpad/shared';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { selectRows } from '../../db/rows.ts';
import { type OrderRow, orders, type PaymentRow, payments } from '../../db/schema.ts';

export interface NewPayment {
  orderId: string;
  merchantOrderId: string;
  provider: string;
  amountPaise: number;
  expiresAt: Date;
  /** Null for a payment that is never asked about (one recorded offline). */
  nextCheckAt: Date | null;
}

export type PaymentWithOrder = PaymentRow & { order: OrderRow };

/** Attempts made at checkout: recorded, found, and superseded by a newer one. */
function checkoutAttempts(db: Db) {
  return {
    async insert(tx: Queryable, payment: NewPayment): Promise<PaymentRow> {
      const [row] = await tx
        .insert(payments)
        .values({ ...payment, state: 'PENDING' })
        .returning();
      if (!row) throw new Error('payment insert returned nothing');
      return row;
    },

    async recordCheckout(
      id: string,
      checkout: { providerOrderId: string; expiresAt: Date; checkoutUrl: string },
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...checkout, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    /** The order's newest attempt still open at the provider. */
    async findNewestPending(tx: Queryable, orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.state, openPaymentStates)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    /**
     * Marks the order's open attempts SUPERSEDED. The reconciler asks the provider about each once
     * more, after the checkout's expiry (until then it may still take the money), unless it is
     * cancelled at the provider first (stopChecking).
     */
    async supersedeOpen(tx: Queryable, orderId: string): Promise<PaymentRow[]> {
      return tx
        .update(payments)
        .set({
          state: 'SUPERSEDED',
          nextCheckAt: sql`${payments.expiresAt} + interval '1 minute'`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.orderId, orderId), inArray(payments.state, openPaymentStates)))
        .returning();
    },
  };
}

/** An attempt found by its id or its merchant order id, and the one that paid an order. */
function attemptLookups(db: Db) {
  return {
    async findById(id: string, tx: Queryable = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    /** The payment that paid the order: its first completed one that is not an extra payment returned whole. */
    async payingPayment(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            inArray(payments.state, [...paidPaymentStates]),
            sql`not exists (select 1 from refunds r where r.payment_id = ${payments.id} and r.kind = 'duplicate')`,
          ),
        )
        .orderBy(payments.createdAt)
        .limit(1);
      return row;
    },

    async findByMerchantOrderId(
      merchantOrderId: string,
      tx: Queryable = db,
    ): Promise<PaymentWithOrder | undefined> {
      const [row] = await tx
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.merchantOrderId, merchantOrderId))
        .limit(1);
      return row ? { ...row.payment, order: row.order } : undefined;
    },
  };
}

/** An attempt's end: the provider's final answer, or its checkout expired unpaid. */
function attemptOutcomes() {
  return {
    /**
     * Sets the provider's final answer, only when it differs and the attempt is not already COMPLETED
     * (a superseded or expired checkout that was paid after all becomes COMPLETED); returns the row if
     * it changed.
     */
    async settle(
      tx: Queryable,
      id: string,
      state: 'COMPLETED' | 'FAILED',
      changes: { paymentMode: string | null; raw: unknown },
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({
          state,
          paymentMode: changes.paymentMode,
          raw: changes.raw,
          lastCheckedAt: sql`now()`,
          nextCheckAt: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(payments.id, id),
            notInArray(payments.state, [...paidPaymentStates]),
            ne(payments.state, state),
          ),
        )
        .returning();
      return row;
    },

    /** A pending attempt whose checkout expired at the provider without a payment. */
    async expire(tx: Queryable, id: string, raw: unknown): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({
          state: 'EXPIRED',
          raw: raw === undefined ? sql`${payments.raw}` : raw,
          lastCheckedAt: sql`now()`,
          nextCheckAt: null,
          checkAttempts: sql`${payments.checkAttempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, id), inArray(payments.state, openPaymentStates)))
        .returning();
      return row;
    },
  };
}

/** When the reconciler asks the provider about an attempt, and the attempts it claims to ask. */
function reconcilerChecks(db: Db) {
  return {
    /** No further checks of an attempt (cancelled at the provider, or its last look is done). */
    async stopChecking(id: string, tx: Queryable = db): Promise<void> {
      await tx
        .update(payments)
        .set({
          nextCheckAt: null,
          lastCheckedAt: sql`now()`,
          checkAttempts: sql`${payments.checkAttempts} + 1`,
        })
        .where(and(eq(payments.id, id), notInArray(payments.state, [...openPaymentStates])));
    },

    /** A failed check (provider unreachable): the reconciler asks again later, whatever the state. */
    async retryCheck(id: string, nextCheckAt: Date): Promise<void> {
      await db
        .update(payments)
        .set({ nextCheckAt, checkAttempts: sql`${payments.checkAttempts} + 1` })
        .where(and(eq(payments.id, id), sql`${payments.nextCheckAt} is not null`));
    },

    async markChecked(id: string, raw: unknown, nextCheckAt: Date | null, tx: Queryable = db): Promise<void> {
      await tx
        .update(payments)
        .set({
          raw: raw === undefined ? sql`${payments.raw}` : raw,
          lastCheckedAt: sql`now()`,
          nextCheckAt,
          checkAttempts: sql`${payments.checkAttempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, id), inArray(payments.state, openPaymentStates)));
    },

    /** Asks the reconciler to look at an attempt now (a webhook arrived, a check failed). */
    async checkSoon(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ nextCheckAt: sql`now()` })
        .where(and(eq(payments.id, id), notInArray(payments.state, [...settledPaymentStates])));
    },

    /**
     * Claims due PENDING attempts for this instance by pushing their next check out by a lease;
     * SKIP LOCKED lets several instances claim disjoint batches at once.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<PaymentWithOrder[]> {
      const claimed = await selectRows<{ id: string }>(
        db,
        sql`
        update payments set next_check_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from payments
          where next_check_at <= now()
          order by next_check_at
          limit ${limit}
          for update skip locked
        )
        returning id`,
      );
      const ids = claimed.map((r) => r.id);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(inArray(payments.id, ids));
      return rows.map((r) => ({ ...r.payment, order: r.order }));
    },
  };
}

/** A customer's attempts, as their payments page lists them. */
function customerAttempts(db: Db) {
  return {
    /**
     * A page of the customer's attempts, newest first, without the superseded checkouts nobody
     * paid; `cursorAt` is the created_at at microsecond precision for the next page's cursor.
     */
    async listByUser(
      userId: string,
      page: { cursor: Cursor | undefined; limit: number },
    ): Promise<(PaymentWithOrder & { cursorAt: string })[]> {
      const rows = await db
        .select({
          payment: payments,
          order: orders,
          cursorAt: cursorText(payments.createdAt),
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            notInArray(payments.state, [...replacedPaymentStates]),
            olderThan(payments.createdAt, payments.id, page.cursor),
          ),
        )
        .orderBy(...newestFirst(payments.createdAt, payments.id))
        .limit(page.limit);
      return rows.map((r) => ({ ...r.payment, order: r.order, cursorAt: r.cursorAt }));
    },
  };
}

export function createPaymentsRepository(db: Db) {
  return {
    ...checkoutAttempts(db),
    ...attemptLookups(db),
    ...attemptOutcomes(),
    ...reconcilerChecks(db),
    ...customerAttempts(db),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
