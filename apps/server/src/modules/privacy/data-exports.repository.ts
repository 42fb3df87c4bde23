import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { selectRows } from '../../db/rows.ts';
import { type DataExportRow, dataExportChunks, dataExports, users } from '../../db/schema.ts';

/** The customer's requests: made, found, and the latest. */
function createExportRequests(db: Db) {
  return {
    async insert(tx: Queryable, userId: string, at: Date): Promise<DataExportRow> {
      const [row] = await tx.insert(dataExports).values({ userId, createdAt: at }).returning();
      if (!row) throw new Error('data export not created');
      return row;
    },

    /** The customer's export still waiting or being built, if any. */
    async findUnderWay(tx: Queryable, userId: string): Promise<DataExportRow | undefined> {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['pending', 'building'])))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row;
    },

    /** Queues the caller's transaction behind any other request of the same account. */
    async lockAccount(tx: Queryable, userId: string): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** The account's newest export that counts against its ration: any but one that failed. */
    async latestCounted(tx: Queryable, userId: string): Promise<DataExportRow | undefined> {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row;
    },

    /** The account's earlier archives give way to the one about to be built: their bytes go. */
    async retireArchives(tx: Queryable, userId: string): Promise<void> {
      const retired = await tx
        .update(dataExports)
        .set({ status: 'expired' })
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'ready')))
        .returning({ id: dataExports.id });
      if (retired.length === 0) return;
      await tx.delete(dataExportChunks).where(
        inArray(
          dataExportChunks.exportId,
          retired.map((row) => row.id),
        ),
      );
    },

    async findOfUser(userId: string, id: string): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      return row;
    },

    async latestOfUser(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row;
    },

    async markDownloaded(id: string, at: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ downloadedAt: sql`coalesce(${dataExports.downloadedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(dataExports.id, id));
    },
  };
}

/**
 * Claims one export to build: a pending one, or one whose builder's claim ran out (an instance
 * that died). SKIP LOCKED lets instances claim different exports at the same moment; the
 * attempt number returned fences out a builder that lost its claim.
 */
async function claimNextExport(db: Db, at: Date, leaseSeconds: number): Promise<DataExportRow | undefined> {
  const claimed = await selectRows<{ id: string }>(
    db,
    sql`
    update data_exports
    set status = 'building', attempts = attempts + 1,
        claimed_until = ${at.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from data_exports
      where status = 'pending'
         or (status = 'building' and claimed_until < ${at.toISOString()}::timestamptz)
      order by created_at
      limit 1
      for update skip locked
    )
    returning id`,
  );
  const id = claimed[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** The builder's side: claiming an export, writing its pieces, and its outcome. */
function createExportBuilds(db: Db) {
  return {
    claimNext: (at: Date, leaseSeconds: number) => claimNextExport(db, at, leaseSeconds),

    /** Extends the claim while the builder still holds it; false when another builder took over. */
    async renewClaim(id: string, attempt: number, until: Date): Promise<boolean> {
      const rows = await db
        .update(dataExports)
        .set({ claimedUntil: until })
        .where(
          and(eq(dataExports.id, id), eq(dataExports.attempts, attempt), eq(dataExports.status, 'building')),
        )
        .returning({ id: dataExports.id });
      return rows.length === 1;
    },

    /** Removes what an earlier, interrupted attempt wrote. */
    async clearChunks(id: string): Promise<void> {
      await db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, id));
    },

    /** Stores one piece of the archive, only while this attempt still holds the claim. */
    async appendChunk(id: string, attempt: number, seq: number, data: Buffer): Promise<boolean> {
      const stored = await selectRows(
        db,
        sql`
        insert into data_export_chunks (export_id, seq, data)
        select ${id}, ${seq}, ${data}
        where exists (select 1 from data_exports where id = ${id} and attempts = ${attempt} and status = 'building')
        returning seq`,
      );
      return stored.length === 1;
    },

    /** Marks the export ready, in the caller's transaction (which also queues the mail). */
    async markReady(
      tx: Queryable,
      id: string,
      attempt: number,
      { size, readyAt, expiresAt }: { size: number; readyAt: Date; expiresAt: Date },
    ): Promise<DataExportRow | undefined> {
      const [row] = await tx
        .update(dataExports)
        .set({ status: 'ready', size, readyAt, expiresAt, claimedUntil: null })
        .where(
          and(eq(dataExports.id, id), eq(dataExports.attempts, attempt), eq(dataExports.status, 'building')),
        )
        .returning();
      return row;
    },

    /** Gives a failed attempt's export back to the queue, for the next pass to build afresh. */
    async releaseClaim(id: string, attempt: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'pending', claimedUntil: null })
        .where(
          and(eq(dataExports.id, id), eq(dataExports.attempts, attempt), eq(dataExports.status, 'building')),
        );
    },

    async markFailed(id: string, attempt: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed', claimedUntil: null })
        .where(and(eq(dataExports.id, id), eq(dataExports.attempts, attempt)));
      await db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, id));
    },
  };
}

/** The archives' bytes: read back in order, and dropped once their link runs out. */
function createExportArchives(db: Db) {
  return {
    /** Ready archives whose link has run out lose their bytes; returns how many. */
    async expire(at: Date): Promise<number> {
      const expired = await db
        .update(dataExports)
        .set({ status: 'expired' })
        .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, at)))
        .returning({ id: dataExports.id });
      if (expired.length === 0) return 0;
      await db.delete(dataExportChunks).where(
        inArray(
          dataExportChunks.exportId,
          expired.map((row) => row.id),
        ),
      );
      return expired.length;
    },

    /** The bytes the instance keeps in archives ready to download, against its storage budget. */
    async storedBytes(tx: Queryable = db): Promise<number> {
      const [row] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${dataExports.size}), 0)`.mapWith(Number) })
        .from(dataExports)
        .where(eq(dataExports.status, 'ready'));
      return row?.bytes ?? 0;
    },

    /** Up to `count` pieces of the archive from `fromSeq` on, in order. */
    async readChunks(id: string, fromSeq: number, count: number): Promise<{ seq: number; data: Buffer }[]> {
      return db
        .select({ seq: dataExportChunks.seq, data: dataExportChunks.data })
        .from(dataExportChunks)
        .where(and(eq(dataExportChunks.exportId, id), gte(dataExportChunks.seq, fromSeq)))
        .orderBy(asc(dataExportChunks.seq))
        .limit(count);
    },
  };
}

/** The requests for a copy of a customer's data and the archives built for them. */
export function createDataExportsRepository(db: Db) {
  return {
    ...createExportRequests(db),
    ...createExportBuilds(db),
    ...createExportArchives(db),
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
