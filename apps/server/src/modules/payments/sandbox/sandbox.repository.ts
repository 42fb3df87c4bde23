import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type SandboxOrderRow, sandboxOrders } from '../../../db/schema.ts';

export function createSandboxRepository(db: Db) {
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

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
