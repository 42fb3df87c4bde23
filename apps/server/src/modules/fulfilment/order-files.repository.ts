import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { fileChunks, type OrderFileRow, orderFiles, orders } from '../../db/schema.ts';

/** Whose uploads an order's limits are counted over: its customer's, or the team's. */
export type UploadSide = 'customer' | 'team';

export type NewOrderFile = Pick<OrderFileRow, 'orderId' | 'purpose' | 'kind' | 'fileName' | 'contentType'> & {
  uploadedBy: string;
};

/** A file's upload: its row, its bytes chunk by chunk, its completion; and what never completed. */
function fileUploads(db: Db) {
  return {
    /** A file row, not yet complete: its bytes follow chunk by chunk, each written on its own. */
    async create(file: NewOrderFile): Promise<string> {
      const [row] = await db.insert(orderFiles).values(file).returning({ id: orderFiles.id });
      if (!row) throw new Error('order file not created');
      return row.id;
    },

    async appendChunk(fileId: string, seq: number, data: Buffer): Promise<void> {
      await db.insert(fileChunks).values({ fileId, seq, data });
    },

    /** Marks the file complete with its size, in the transaction that puts it to use. */
    async complete(tx: Queryable, fileId: string, size: number): Promise<void> {
      await tx.update(orderFiles).set({ size, completedAt: sql`now()` }).where(eq(orderFiles.id, fileId));
    },

    async remove(fileId: string): Promise<void> {
      await db.delete(orderFiles).where(eq(orderFiles.id, fileId));
    },

    /** Removes files whose upload never completed (a dropped connection, a crash) before `before`. */
    async sweepIncomplete(before: Date): Promise<number> {
      const rows = await db
        .delete(orderFiles)
        .where(and(isNull(orderFiles.completedAt), lt(orderFiles.createdAt, before)))
        .returning({ id: orderFiles.id });
      return rows.length;
    },
  };
}

/** An order's files read back: one file, its bytes, the deliverables, what they take. */
function fileReads(db: Db) {
  return {
    /** A complete file of this order. */
    async find(orderId: string, fileId: string, tx: Queryable = db): Promise<OrderFileRow | undefined> {
      const [row] = await tx
        .select()
        .from(orderFiles)
        .where(
          and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, orderId), isNotNull(orderFiles.completedAt)),
        );
      return row;
    },

    /** Up to `count` chunks from `fromSeq` on, in order. */
    async readChunks(
      fileId: string,
      fromSeq: number,
      count: number,
    ): Promise<{ seq: number; data: Buffer }[]> {
      return db
        .select({ seq: fileChunks.seq, data: fileChunks.data })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, fileId), gte(fileChunks.seq, fromSeq)))
        .orderBy(asc(fileChunks.seq))
        .limit(count);
    },

    async listDeliverables(orderId: string, tx: Queryable = db): Promise<OrderFileRow[]> {
      return tx
        .select()
        .from(orderFiles)
        .where(
          and(
            eq(orderFiles.orderId, orderId),
            eq(orderFiles.purpose, 'deliverable'),
            isNotNull(orderFiles.completedAt),
          ),
        )
        .orderBy(asc(orderFiles.createdAt));
    },

    /**
     * The complete files of an order and their bytes. With `lock`, the order's row is locked first
     * (in the caller's transaction), so that uploads completing on one order are counted one by one.
     */
    /**
     * What one side of an order holds (complete files and their bytes): the customer's own uploads,
     * or the team's (deliverables and the team's attachments), each held to the order's limits
     * apart, so that what the team hands over never takes the customer's room, nor the reverse.
     */
    async usage(
      orderId: string,
      side: UploadSide,
      { tx = db, lock = false }: { tx?: Queryable; lock?: boolean } = {},
    ): Promise<{ files: number; bytes: number }> {
      if (lock) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const customer = sql`(select ${orders.userId} from ${orders} where ${orders.id} = ${orderId})`;
      const [row] = await tx
        .select({
          files: sql<number>`count(*)::int`,
          bytes: sql<string>`coalesce(sum(${orderFiles.size}), 0)::bigint`,
        })
        .from(orderFiles)
        .where(
          and(
            eq(orderFiles.orderId, orderId),
            isNotNull(orderFiles.completedAt),
            side === 'customer'
              ? sql`${orderFiles.uploadedBy} = ${customer}`
              : sql`${orderFiles.uploadedBy} is distinct from ${customer}`,
          ),
        );
      return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
    },
  };
}

/** Files of an order deleted in the caller's transaction. */
function fileRemovals() {
  return {
    /** Deletes a file of this order and its bytes in the caller's transaction. */
    async removeIn(tx: Queryable, orderId: string, fileId: string): Promise<void> {
      await tx.delete(orderFiles).where(and(eq(orderFiles.id, fileId), eq(orderFiles.orderId, orderId)));
    },

    /** Deletes a handed-over file and its bytes in the caller's transaction; false when it is not one. */
    async withdrawDeliverable(
      tx: Queryable,
      orderId: string,
      fileId: string,
    ): Promise<OrderFileRow | undefined> {
      const [row] = await tx
        .delete(orderFiles)
        .where(
          and(
            eq(orderFiles.id, fileId),
            eq(orderFiles.orderId, orderId),
            eq(orderFiles.purpose, 'deliverable'),
            isNotNull(orderFiles.completedAt),
          ),
        )
        .returning();
      return row;
    },
  };
}

/** The bytes of order files, as rows of `file_chunks` (decision 012). */
export function createOrderFilesRepository(db: Db) {
  return {
    ...fileUploads(db),
    ...fileReads(db),
    ...fileRemovals(),
  };
}

export type OrderFilesRepository = ReturnType<typeof createOrderFilesRepository>;
