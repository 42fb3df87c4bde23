import { inWorkStatuses } from '@launchpad/shared';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  type OrderDocumentRow,
  type OrderMilestoneRow,
  type OrderRow,
  orderDocuments,
  orderFiles,
  orderMilestones,
  orders,
  users,
} from '../../db/schema.ts';
import { isStaffAccount } from '../../db/staff-roles.ts';

export type NewMilestone = Pick<
  OrderMilestoneRow,
  'orderId' | 'position' | 'key' | 'stage' | 'title' | 'days' | 'waitsOn' | 'plannedFor'
> &
  Partial<Pick<OrderMilestoneRow, 'status' | 'announcedStatus' | 'startedAt' | 'completedAt'>>;
export type NewDocument = Pick<OrderDocumentRow, 'orderId' | 'position' | 'kind' | 'title' | 'owedSince'>;

/** A document with the name and size of its file. */
export type DocumentWithFile = OrderDocumentRow & { fileName: string | null; size: number | null };

/** What the fulfilment module reads of an order (the orders repository reads it). */
export type LaunchOrder = Pick<OrderRow, 'id' | 'userId' | 'status' | 'paidAt' | 'ownerId' | 'internalNotes'>;

/** A launch's plan: its milestones and documents written and read. */
function launchPlanRows(db: Db) {
  return {
    async insertPlan(tx: Queryable, milestones: NewMilestone[], documents: NewDocument[]): Promise<void> {
      if (milestones.length > 0) await tx.insert(orderMilestones).values(milestones).onConflictDoNothing();
      if (documents.length > 0) await tx.insert(orderDocuments).values(documents).onConflictDoNothing();
    },

    async listMilestones(orderId: string, tx: Queryable = db): Promise<OrderMilestoneRow[]> {
      return tx
        .select()
        .from(orderMilestones)
        .where(eq(orderMilestones.orderId, orderId))
        .orderBy(asc(orderMilestones.position));
    },

    async listDocuments(orderId: string, tx: Queryable = db): Promise<DocumentWithFile[]> {
      const rows = await tx
        .select({ document: orderDocuments, fileName: orderFiles.fileName, size: orderFiles.size })
        .from(orderDocuments)
        .leftJoin(orderFiles, eq(orderFiles.id, orderDocuments.fileId))
        .where(eq(orderDocuments.orderId, orderId))
        .orderBy(asc(orderDocuments.position), asc(orderDocuments.copy));
      return rows.map(({ document, fileName, size }) => ({ ...document, fileName, size }));
    },

    /** Adds a file's row to a document kind that takes several, as the next copy after `copy`. */
    async addDocumentCopy(
      tx: Queryable,
      first: Pick<OrderDocumentRow, 'orderId' | 'position' | 'kind' | 'title' | 'owedSince'>,
      copy: number,
      file: { fileId: string; uploadedAt: Date },
    ): Promise<OrderDocumentRow> {
      const [row] = await tx
        .insert(orderDocuments)
        .values({
          orderId: first.orderId,
          position: first.position,
          kind: first.kind,
          title: first.title,
          owedSince: first.owedSince,
          copy,
          status: 'uploaded',
          fileId: file.fileId,
          uploadedAt: file.uploadedAt,
        })
        .returning();
      if (!row) throw new Error('document row not inserted');
      return row;
    },
  };
}

/** A launch's changes: a milestone or document moved, the expected days saved. */
function launchChangesRows() {
  return {
    async updateMilestone(
      tx: Queryable,
      orderId: string,
      milestoneId: string,
      changes: Partial<
        Pick<OrderMilestoneRow, 'status' | 'startedAt' | 'completedAt' | 'note' | 'blockedOnCustomer'>
      >,
    ): Promise<OrderMilestoneRow | undefined> {
      const [row] = await tx
        .update(orderMilestones)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(orderMilestones.id, milestoneId), eq(orderMilestones.orderId, orderId)))
        .returning();
      return row;
    },

    async updateDocument(
      tx: Queryable,
      orderId: string,
      documentId: string,
      changes: Partial<
        Pick<OrderDocumentRow, 'status' | 'reason' | 'owedSince' | 'fileId' | 'uploadedAt' | 'reviewedAt'>
      >,
    ): Promise<OrderDocumentRow | undefined> {
      const [row] = await tx
        .update(orderDocuments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)))
        .returning();
      return row;
    },

    /** Writes each milestone's expected day that moved, in one statement. */
    async saveMilestoneDates(tx: Queryable, changed: { id: string; plannedFor: string }[]): Promise<void> {
      if (changed.length === 0) return;
      const cases = sql.join(
        changed.map((m) => sql`when ${m.id}::uuid then ${m.plannedFor}::date`),
        sql` `,
      );
      await tx
        .update(orderMilestones)
        .set({ plannedFor: sql`case ${orderMilestones.id} ${cases} end` })
        .where(
          inArray(
            orderMilestones.id,
            changed.map((m) => m.id),
          ),
        );
    },
  };
}

/** A member of the team who may own a launch, and the tracks not computed today. */
function launchLookups(db: Db) {
  return {
    async findAdmin(userId: string, tx: Queryable = db) {
      const [row] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isStaffAccount()));
      return row;
    },

    /**
     * Open orders with a plan whose track was last computed before `today`, oldest first (orders
     * paid before the tracker existed have no plan and no track).
     */
    async listStaleTracks(today: string, limit: number, tx: Queryable = db): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.status, inWorkStatuses),
            isNotNull(orders.trackComputedOn),
            lt(orders.trackComputedOn, today),
          ),
        )
        .orderBy(asc(orders.trackComputedOn))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export function createFulfilmentRepository(db: Db) {
  return {
    ...launchPlanRows(db),
    ...launchChangesRows(),
    ...launchLookups(db),
  };
}

export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
