import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type SandboxOrderRow,
  type SandboxRefundRow,
  sandboxOrders,
  sandboxRefunds,
} from '../../../db/schema.ts';

/** A sandbox checkout created and found. */
function sandboxCheckouts(db: Db) {
  return {
    async insert(row: {
      merchantOrderId: string;
      providerOrderId: string;
      amountPaise: number;
      redirectUrl: string;
      metaInfo: unknown;
      expireAt: Date;
    }): Promise<SandboxOrderRow | undefined> {
      const [created] = await db.insert(sandboxOrders).values(row).onConflictDoNothing().returning();
      return created;
    },

    async find(merchantOrderId: string): Promise<SandboxOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.merchantOrderId, merchantOrderId))
        .limit(1);
      return row;
    },

    async findByProviderOrderId(providerOrderId: string): Promise<SandboxOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.providerOrderId, providerOrderId))
        .limit(1);
      return row;
    },
  };
}

/** A sandbox checkout settled, left pending for a late confirmation, and its webhook delivered. */
function sandboxOutcomes(db: Db) {
  return {
    /** Settles a pending order; undefined when it was not pending any more. */
    async settle(
      merchantOrderId: string,
      state: 'COMPLETED' | 'FAILED',
      paymentMode: string | null,
    ): Promise<SandboxOrderRow | undefined> {
      const [row] = await db
        .update(sandboxOrders)
        .set({ state, paymentMode, completeAt: null, updatedAt: sql`now()` })
        .where(and(eq(sandboxOrders.merchantOrderId, merchantOrderId), eq(sandboxOrders.state, 'PENDING')))
        .returning();
      return row;
    },

    async leavePending(
      merchantOrderId: string,
      completeAt: Date,
      paymentMode: string,
    ): Promise<SandboxOrderRow | undefined> {
      const [row] = await db
        .update(sandboxOrders)
        .set({ completeAt, paymentMode, updatedAt: sql`now()` })
        .where(and(eq(sandboxOrders.merchantOrderId, merchantOrderId), eq(sandboxOrders.state, 'PENDING')))
        .returning();
      return row;
    },

    /** Pending payments whose late confirmation is due. */
    async dueLateConfirmations(): Promise<SandboxOrderRow[]> {
      return db
        .select()
        .from(sandboxOrders)
        .where(
          and(
            eq(sandboxOrders.state, 'PENDING'),
            isNotNull(sandboxOrders.completeAt),
            lte(sandboxOrders.completeAt, sql`now()`),
          ),
        )
        .limit(50);
    },

    async markWebhookDelivered(merchantOrderId: string): Promise<void> {
      await db
        .update(sandboxOrders)
        .set({ webhookDeliveredAt: sql`now()` })
        .where(eq(sandboxOrders.merchantOrderId, merchantOrderId));
    },
  };
}

export function createSandboxRepository(db: Db) {
  return { ...sandboxCheckouts(db), ...sandboxOutcomes(db) };
}

export function createSandboxRefundsRepository(db: Db) {
  return {
    /** Records a refund once per merchantRefundId; a repeat returns the first one. */
    async insertOnce(row: {
      merchantRefundId: string;
      refundId: string;
      merchantOrderId: string;
      amountPaise: number;
      completeAt: Date;
    }): Promise<SandboxRefundRow> {
      await db
        .insert(sandboxRefunds)
        .values(row)
        .onConflictDoNothing({ target: sandboxRefunds.merchantRefundId });
      const found = await this.find(row.merchantRefundId);
      if (!found) throw new Error('sandbox refund vanished');
      return found;
    },

    async find(merchantRefundId: string): Promise<SandboxRefundRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.merchantRefundId, merchantRefundId));
      return row;
    },

    async refundedPaise(merchantOrderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int`.mapWith(Number) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.merchantOrderId, merchantOrderId));
      return row?.total ?? 0;
    },

    /** Refunds not yet settled. */
    async pending(): Promise<SandboxRefundRow[]> {
      return db.select().from(sandboxRefunds).where(eq(sandboxRefunds.state, 'PENDING'));
    },

    /** Settles the refunds whose time has come; returns the ones this call settled. */
    async completeDue(): Promise<SandboxRefundRow[]> {
      return db
        .update(sandboxRefunds)
        .set({ state: 'COMPLETED' })
        .where(and(eq(sandboxRefunds.state, 'PENDING'), lte(sandboxRefunds.completeAt, sql`now()`)))
        .returning();
    },

    async markWebhookDelivered(merchantRefundId: string): Promise<void> {
      await db
        .update(sandboxRefunds)
        .set({ webhookDeliveredAt: sql`now()` })
        .where(eq(sandboxRefunds.merchantRefundId, merchantRefundId));
    },
  };
}

export type SandboxRefundsRepository = ReturnType<typeof createSandboxRefundsRepository>;

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
