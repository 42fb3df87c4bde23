import {
  completedRefundStates,
  failedRefundStates,
  inFlightRefundStates,
  isRefundCompleted,
  paidPaymentStates,
  type RefundKind,
} from '@launchpad/shared';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { selectRows } from '../../db/rows.ts';
import { sqlList } from '../../db/schema/shared.ts';
import { type PaymentRow, payments, type RefundRow, refunds } from '../../db/schema.ts';

export interface NewRefund {
  paymentId: string;
  orderId: string;
  merchantRefundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
  actor: string;
  /** `null` for a refund made offline: there is nothing to send or ask about. */
  nextCheckAt?: null;
  /** What an admin recorded of money returned offline (`{ offline }`). */
  raw?: unknown;
}

export type RefundWithPayment = RefundRow & { merchantOrderId: string; providerOrderId: string | null };

/** A completed payment of an order and how much of it is already refunded or on its way back. */
export interface RefundablePayment {
  payment: PaymentRow;
  committedPaise: number;
  /** An extra payment, returned whole by a duplicate-payment refund: never refunded for the order. */
  extra: boolean;
}

const withPayment = {
  refund: refunds,
  merchantOrderId: payments.merchantOrderId,
  providerOrderId: payments.providerOrderId,
};

const flatten = (row: { refund: RefundRow; merchantOrderId: string; providerOrderId: string | null }) => ({
  ...row.refund,
  merchantOrderId: row.merchantOrderId,
  providerOrderId: row.providerOrderId,
});

/** A refund asked for and found again, by id or by the provider's ids. */
function refundRequests(db: Db) {
  return {
    /** Inserts a refund (the database refuses one that would exceed the payment); `undefined` on a repeat duplicate. */
    async insert(tx: Queryable, refund: NewRefund): Promise<RefundRow | undefined> {
      const [row] = await tx
        .insert(refunds)
        .values({ state: 'PENDING', nextCheckAt: sql`now()`, ...refund })
        .onConflictDoNothing({ target: refunds.paymentId, where: sql`${refunds.kind} = 'duplicate'` })
        .returning();
      return row;
    },

    async find(id: string, tx: Queryable = db): Promise<RefundWithPayment | undefined> {
      const [row] = await tx
        .select(withPayment)
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(refunds.id, id));
      return row ? flatten(row) : undefined;
    },

    async findByProviderIds(ids: {
      merchantRefundId: string | null;
      providerRefundId: string | null;
    }): Promise<RefundWithPayment | undefined> {
      const match = ids.merchantRefundId
        ? eq(refunds.merchantRefundId, ids.merchantRefundId)
        : ids.providerRefundId
          ? eq(refunds.providerRefundId, ids.providerRefundId)
          : undefined;
      if (!match) return undefined;
      const [row] = await db
        .select(withPayment)
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(match)
        .limit(1);
      return row ? flatten(row) : undefined;
    },
  };
}

/** What an order's payments brought in and its refunds gave back, and its refunds listed. */
function orderRefundMoney(db: Db) {
  return {
    /** The order's completed payments with what is already committed to refunds (not failed). */
    async refundablePayments(tx: Queryable, orderId: string): Promise<RefundablePayment[]> {
      const rows = await tx
        .select({
          payment: payments,
          // Spelled out: Drizzle leaves columns unqualified in a one-table select.
          committedPaise: sql<number>`coalesce((
            select sum(r.amount_paise) from refunds r
            where r.payment_id = "payments"."id" and r.state not in ${sqlList(failedRefundStates)}
          ), 0)::int`.mapWith(Number),
          extra: sql<boolean>`exists (
            select 1 from refunds r where r.payment_id = "payments"."id" and r.kind = 'duplicate'
          )`,
        })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.state, paidPaymentStates)))
        .orderBy(asc(payments.createdAt));
      return rows;
    },

    /** What the order's completed payments brought in, and what its completed refunds gave back (paise). */
    async orderMoney(tx: Queryable, orderId: string): Promise<{ paidPaise: number; refundedPaise: number }> {
      const result = (await tx.execute(sql`
        select
          coalesce((select sum(amount_paise) from payments where order_id = ${orderId} and ${inArray(payments.state, paidPaymentStates)}), 0)::int as paid,
          coalesce((select sum(amount_paise) from refunds where order_id = ${orderId} and ${inArray(refunds.state, completedRefundStates)}), 0)::int as refunded`)) as unknown as {
        rows: { paid: number; refunded: number }[];
      };
      const row = result.rows[0];
      return { paidPaise: Number(row?.paid ?? 0), refundedPaise: Number(row?.refunded ?? 0) };
    },

    /** Every refund of these orders, oldest first, each with its payment's reference. */
    async listByOrders(orderIds: string[], tx: Queryable = db): Promise<RefundWithPayment[]> {
      if (orderIds.length === 0) return [];
      const rows = await tx
        .select(withPayment)
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(inArray(refunds.orderId, orderIds))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
      return rows.map(flatten);
    },

    /** Refund totals for the admin summary (whole paise): completed admin refunds, and all pending. */
    async totals(): Promise<{ refundedPaise: number; outstandingPaise: number }> {
      const [row] = await db
        .select({
          refunded:
            sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${inArray(refunds.state, completedRefundStates)} and ${refunds.kind} = 'admin'), 0)::float8`.mapWith(
              Number,
            ),
          outstanding:
            sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${inArray(refunds.state, inFlightRefundStates)}), 0)::float8`.mapWith(
              Number,
            ),
        })
        .from(refunds)
        .where(notInArray(refunds.state, [...failedRefundStates]));
      return { refundedPaise: row?.refunded ?? 0, outstandingPaise: row?.outstanding ?? 0 };
    },
  };
}

/** A refund on its way at the provider: sent, checked again, settled once. */
function refundProgress(db: Db) {
  return {
    /** The provider took the request: its id, and no resend from now on. */
    async markSent(id: string, providerRefundId: string | null, raw: unknown): Promise<void> {
      await db
        .update(refunds)
        .set({
          sentAt: sql`coalesce(${refunds.sentAt}, now())`,
          providerRefundId: sql`coalesce(${providerRefundId}, ${refunds.providerRefundId})`,
          raw,
          updatedAt: sql`now()`,
        })
        .where(eq(refunds.id, id));
    },

    /** Still on its way: ask again at `nextCheckAt`. */
    async markChecked(id: string, nextCheckAt: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ nextCheckAt, checkAttempts: sql`${refunds.checkAttempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), inArray(refunds.state, inFlightRefundStates)));
    },

    /** The provider's final word, applied once: only a PENDING refund changes; returns it if it did. */
    async settle(
      tx: Queryable,
      id: string,
      state: 'COMPLETED' | 'FAILED',
      raw: unknown,
    ): Promise<RefundRow | undefined> {
      const [row] = await tx
        .update(refunds)
        .set({
          state,
          raw,
          nextCheckAt: null,
          completedAt: isRefundCompleted(state) ? sql`now()` : null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(refunds.id, id), inArray(refunds.state, inFlightRefundStates)))
        .returning();
      return row;
    },
  };
}

/** The refunds an instance claims to send or to ask about. */
function refundClaims(db: Db) {
  return {
    /** Claims due refunds for this instance, like the payments' claim (SKIP LOCKED and a lease). */
    async claimDue(limit: number, leaseSeconds: number): Promise<RefundWithPayment[]> {
      const claimed = await selectRows<{ id: string }>(
        db,
        sql`
        update refunds set next_check_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from refunds
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
        .select(withPayment)
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(inArray(refunds.id, ids));
      return rows.map(flatten);
    },

    /** Claims one refund now (it was just asked for), unless another instance holds it. */
    async claim(id: string, leaseSeconds: number): Promise<RefundWithPayment | undefined> {
      const claimed = await selectRows<{ id: string }>(
        db,
        sql`
        update refunds set next_check_at = now() + make_interval(secs => ${leaseSeconds})
        where id = (
          select id from refunds where id = ${id} and next_check_at <= now() for update skip locked
        )
        returning id`,
      );
      return claimed.length > 0 ? refundRequests(db).find(id) : undefined;
    },
  };
}

export function createRefundsRepository(db: Db) {
  return {
    ...refundRequests(db),
    ...orderRefundMoney(db),
    ...refundProgress(db),
    ...refundClaims(db),
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
