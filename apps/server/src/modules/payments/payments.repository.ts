import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderRow, orders, type PaymentRow, payments } from '../../db/schema.ts';
import type { Queryable } from '../orders/orders.repository.ts';

export interface NewPayment {
  orderId: string;
  merchantOrderId: string;
  provider: string;
  amountPaise: number;
  expiresAt: Date;
  nextCheckAt: Date;
}

export type PaymentWithOrder = PaymentRow & { order: OrderRow };

export function createPaymentsRepository(db: Db) {
  return {
    async insert(tx: Queryable, payment: NewPayment): Promise<PaymentRow> {
      const [row] = await tx
        .insert(payments)
        .values({ ...payment, state: 'PENDING' })
        .returning();
      if (!row) throw new Error('payment insert returned nothing');
      return row;
    },

    async recordCheckout(id: string, providerOrderId: string, expiresAt: Date): Promise<void> {
      await db
        .update(payments)
        .set({ providerOrderId, expiresAt, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
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

    /** Sets the state only when it differs and is not already COMPLETED; returns the row if it changed. */
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
        .where(and(eq(payments.id, id), ne(payments.state, 'COMPLETED'), ne(payments.state, state)))
        .returning();
      return row;
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
        .where(and(eq(payments.id, id), eq(payments.state, 'PENDING')));
    },

    /** Asks the reconciler to look at an attempt now (a webhook arrived, a check failed). */
    async checkSoon(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ nextCheckAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.state, 'PENDING')));
    },

    /**
     * Claims due PENDING attempts for this instance by pushing their next check out by a lease;
     * SKIP LOCKED lets several instances claim disjoint batches at once.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<PaymentWithOrder[]> {
      const claimed = await db.execute<{ id: string }>(sql`
        update payments set next_check_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from payments
          where state = 'PENDING' and next_check_at <= now()
          order by next_check_at
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(inArray(payments.id, ids));
      return rows.map((r) => ({ ...r.payment, order: r.order }));
    },

    async listByUser(userId: string): Promise<PaymentWithOrder[]> {
      const rows = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
      return rows.map((r) => ({ ...r.payment, order: r.order }));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
