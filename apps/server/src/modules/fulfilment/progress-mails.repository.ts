import type { MilestoneStatus } from '@launchpad/shared';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { type LaunchProgressMailRow, launchProgressMails, orderMilestones } from '../../db/schema.ts';

/**
 * The orders whose progress mail waits for a quiet period, and the milestone status each customer
 * was last told of (decision 025).
 */
export function createProgressMailsRepository(db: Db) {
  return {
    /**
     * Sets the order's progress mail due at `dueAt`, pushing back one already waiting; the launch date
     * the customer knew is kept from the first move of the period.
     */
    async schedule(tx: Queryable, orderId: string, dueAt: Date, launchDateBefore: string | null) {
      await tx
        .insert(launchProgressMails)
        .values({ orderId, dueAt, launchDateBefore })
        .onConflictDoUpdate({ target: launchProgressMails.orderId, set: { dueAt } });
    },

    /** Drops the order's waiting progress mail: nothing is left to tell, or another mail tells it. */
    async cancel(tx: Queryable, orderId: string): Promise<void> {
      await tx.delete(launchProgressMails).where(eq(launchProgressMails.orderId, orderId));
    },

    /** Orders whose progress mail is due at `at`, longest waiting first. */
    async listDue(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ orderId: launchProgressMails.orderId })
        .from(launchProgressMails)
        .where(lte(launchProgressMails.dueAt, at))
        .orderBy(asc(launchProgressMails.dueAt))
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    /**
     * Takes the order's due progress mail for this transaction, or nothing when it is not due, is
     * gone, or another instance holds it (SKIP LOCKED: that instance sends it).
     */
    async claimDue(tx: Queryable, orderId: string, at: Date): Promise<LaunchProgressMailRow | undefined> {
      const [row] = await tx
        .select()
        .from(launchProgressMails)
        .where(and(eq(launchProgressMails.orderId, orderId), lte(launchProgressMails.dueAt, at)))
        .for('update', { skipLocked: true });
      return row;
    },

    /** Records that the customer now knows every milestone of the order as it stands. */
    async markAllAnnounced(tx: Queryable, orderId: string): Promise<void> {
      await tx
        .update(orderMilestones)
        .set({ announcedStatus: sql`${orderMilestones.status}` })
        .where(
          and(
            eq(orderMilestones.orderId, orderId),
            ne(orderMilestones.announcedStatus, orderMilestones.status),
          ),
        );
    },

    /** Records that the customer was told of this milestone's status by a mail of its own. */
    async markAnnounced(tx: Queryable, milestoneId: string, status: MilestoneStatus): Promise<void> {
      await tx
        .update(orderMilestones)
        .set({ announcedStatus: status })
        .where(eq(orderMilestones.id, milestoneId));
    },
  };
}

export type ProgressMailsRepository = ReturnType<typeof createProgressMailsRepository>;
