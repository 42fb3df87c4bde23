import { launchedStatuses } from '@launchpad/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { orderFiles } from '../../db/schema.ts';

/** A completed launch that still holds identity documents. */
export interface LaunchWithDocuments {
  orderId: string;
  userId: string;
  packageName: string;
  status: string;
  completedAt: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The identity documents of completed launches. A launch completed when its order last moved to
 * completed (its timeline says when); the documents are the files the customer sent for it.
 */
export function createDocumentRetentionRepository(db: Db) {
  return {
    /** Completed launches, completed at or before `completedBy`, that still hold documents. */
    async completedWithDocuments(completedBy: Date, limit = 100): Promise<LaunchWithDocuments[]> {
      const rows = rowsOf<{
        order_id: string;
        user_id: string;
        package_name: string;
        status: string;
        completed_at: string | Date;
      }>(
        await db.execute(sql`
          select o.id as order_id, o.user_id, o.package_name, o.status, c.completed_at
          from orders o
          cross join lateral (
            select max(e.created_at) as completed_at from order_events e
            where e.order_id = o.id and ${inArray(sql`e.to_status`, launchedStatuses)}
          ) c
          where ${inArray(sql`o.status`, launchedStatuses)}
            and c.completed_at <= ${completedBy.toISOString()}::timestamptz
            and exists (select 1 from order_files f where f.order_id = o.id and f.purpose = 'document')
          order by c.completed_at
          limit ${limit}`),
      );
      return rows.map((row) => ({
        orderId: row.order_id,
        userId: row.user_id,
        packageName: row.package_name,
        status: row.status,
        completedAt: new Date(row.completed_at),
      }));
    },

    /**
     * Locks a launch for its retention step in the caller's transaction, if it is still completed
     * and no other instance holds it (SKIP LOCKED): true when this caller may go on.
     */
    async lockCompleted(tx: Queryable, orderId: string): Promise<boolean> {
      const rows = rowsOf(
        await tx.execute(
          sql`select id from orders where id = ${orderId} and ${inArray(sql`status`, launchedStatuses)} for update skip locked`,
        ),
      );
      return rows.length === 1;
    },

    /** Deletes the launch's documents (their bytes go with them); how many. */
    async deleteDocuments(tx: Queryable, orderId: string): Promise<number> {
      const deleted = await tx
        .delete(orderFiles)
        .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.purpose, 'document')))
        .returning({ id: orderFiles.id });
      return deleted.length;
    },
  };
}

export type DocumentRetentionRepository = ReturnType<typeof createDocumentRetentionRepository>;
