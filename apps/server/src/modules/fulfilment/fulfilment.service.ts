import {
  type AdminLaunch,
  addDays,
  computeLaunchTrack,
  DOCUMENTS_MILESTONE_KEY,
  documentStatusLabels,
  formatCalendarDate,
  fulfilmentPlanFor,
  indiaDate,
  isBlockedOnCustomer,
  isOrderInWork,
  type LaunchTrack,
  milestoneStatusLabels,
  type OrderDeliverable,
  type OrderDocument,
  type OrderMilestone,
  type reviewDocumentRequestSchema,
  type updateLaunchRequestSchema,
  type updateMilestoneRequestSchema,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderFileRow, OrderMilestoneRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { LaunchPlan } from '../orders/index.ts';
import type { OrderTransitions } from '../orders/order-transitions.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { DocumentWithFile, FulfilmentRepository, LaunchOrder } from './fulfilment.repository.ts';
import type { LaunchNotices } from './launch-notices.ts';
import { checkTeamMove } from './milestone-rules.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrderMilestone(row: OrderMilestoneRow): OrderMilestone {
  return {
    id: row.id,
    key: row.key,
    stage: row.stage,
    title: row.title,
    status: row.status,
    plannedFor: row.plannedFor,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    waitsOn: row.waitsOn as OrderMilestone['waitsOn'],
    note: row.note,
    blockedOnCustomer: isBlockedOnCustomer(row),
  };
}

export function toOrderDocument(row: DocumentWithFile): OrderDocument {
  return {
    id: row.id,
    kind: row.kind,
    copy: row.copy,
    title: row.title,
    status: row.status,
    fileName: row.fileName,
    size: row.size,
    reason: row.reason,
    uploadedAt: iso(row.uploadedAt),
  };
}

export function toOrderDeliverable(row: OrderFileRow): OrderDeliverable {
  return {
    id: row.id,
    kind: row.kind as OrderDeliverable['kind'],
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Deps {
  db: Db;
  fulfilmentRepo: FulfilmentRepository;
  filesRepo: Pick<OrderFilesRepository, 'listDeliverables'>;
  ordersRepo: OrdersRepository;
  /** The launch completes its order through the shared transition table. */
  transitions: Pick<OrderTransitions, 'move'>;
  notices: LaunchNotices;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The launch tracker: the plan an order gets when it is paid, the team's moves on its milestones and
 * documents, and the expected launch date kept current through `computeLaunchTrack` (decision 010).
 */
export function createFulfilmentService({
  db,
  fulfilmentRepo,
  filesRepo,
  ordersRepo,
  transitions,
  notices,
  log,
  now = Date.now,
}: Deps) {
  const today = () => indiaDate(new Date(now()));
  const orderNotFound = () => new AppError('not_found', 'Order not found');

  /** Recomputes the order's track from its rows and stores it; the caller holds the order's lock. */
  async function recompute(tx: Queryable, order: LaunchOrder): Promise<LaunchTrack | undefined> {
    if (!order.paidAt) return undefined;
    const milestones = await fulfilmentRepo.listMilestones(order.id, tx);
    if (milestones.length === 0) return undefined;
    const documents = await fulfilmentRepo.listDocuments(order.id, tx);
    const day = today();
    const track = computeLaunchTrack({
      paidOn: indiaDate(order.paidAt),
      today: day,
      milestones: milestones.map((m) => ({
        key: m.key,
        days: m.days,
        // A block on the customer makes the step theirs while it lasts.
        waitsOn: isBlockedOnCustomer(m) ? 'customer' : (m.waitsOn as OrderMilestone['waitsOn']),
        status: m.status,
        startedOn: m.startedAt ? indiaDate(m.startedAt) : null,
        completedOn: m.completedAt ? indiaDate(m.completedAt) : null,
      })),
      documents: documents.map((d) => ({ status: d.status, owedSince: d.owedSince })),
    });
    const moved = milestones
      .map((m, i) => ({ id: m.id, plannedFor: track.milestoneDates[i] as string, before: m.plannedFor }))
      .filter((m) => m.plannedFor !== m.before)
      .map(({ id, plannedFor }) => ({ id, plannedFor }));
    await ordersRepo.saveTrack(tx, order.id, {
      plannedLaunchDate: track.plannedLaunchDate,
      expectedLaunchDate: track.expectedLaunchDate,
      trackState: track.trackState,
      delayDays: track.delayDays,
      waitingOnCustomerSince: track.waitingOnCustomerSince,
      governmentCaveat: track.governmentCaveat,
      trackComputedOn: day,
      overdueSince: track.overdueSince,
      milestonesDone: milestones.filter((m) => m.status === 'done').length,
      milestonesTotal: milestones.length,
    });
    await fulfilmentRepo.saveMilestoneDates(tx, moved);
    return track;
  }

  /**
   * Runs `work` on the order's launch with its row locked, then recomputes the track, completes the
   * order when every milestone is done, and queues the mails that tell the customer what changed.
   */
  async function changeLaunch<T>(
    orderId: string,
    work: (tx: Queryable, order: LaunchOrder) => Promise<T>,
  ): Promise<T> {
    if (!isGuid(orderId)) throw orderNotFound();
    return db.transaction(async (tx) => {
      const order = await ordersRepo.lockById(tx, orderId);
      if (!order) throw orderNotFound();
      if (!isOrderInWork(order.status)) {
        throw new AppError('conflict', 'Only an order in progress has a launch to move along');
      }
      const before = await notices.snapshot(tx, order.id);
      const result = await work(tx, order);
      const track = await recompute(tx, order);
      let dateEventId: string | undefined;
      if (track && before.expectedLaunchDate && before.expectedLaunchDate !== track.expectedLaunchDate) {
        dateEventId = await ordersRepo.appendNote(
          tx,
          order,
          'system',
          `Expected launch date moved from ${formatCalendarDate(before.expectedLaunchDate)} to ${formatCalendarDate(track.expectedLaunchDate)}`,
        );
      }
      if (track?.done) {
        const current = await ordersRepo.lockById(tx, order.id);
        if (!current) throw orderNotFound();
        await transitions.move(tx, {
          order: current,
          to: 'completed',
          writer: 'launch',
          actor: 'system',
          reason: 'Launched: every milestone is done',
        });
      }
      await notices.afterChange(tx, order.id, before, {
        track,
        dateEventId,
        completed: track?.done === true,
      });
      return result;
    });
  }

  /** Puts the documents step in step with the checklist: done once every document is accepted. */
  async function settleDocumentsMilestone(tx: Queryable, orderId: string, actor: string): Promise<void> {
    const documents = await fulfilmentRepo.listDocuments(orderId, tx);
    const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
    const step = milestones.find((m) => m.key === DOCUMENTS_MILESTONE_KEY);
    if (!step) return;
    const allAccepted = documents.every((d) => d.status === 'accepted');
    if (allAccepted && step.status !== 'done') {
      await fulfilmentRepo.updateMilestone(tx, orderId, step.id, {
        status: 'done',
        completedAt: new Date(now()),
        startedAt: step.startedAt ?? new Date(now()),
      });
      await ordersRepo.appendNote(tx, { id: orderId, status: 'in-progress' }, actor, `${step.title}: done`);
    } else if (!allAccepted && step.status === 'done') {
      await fulfilmentRepo.updateMilestone(tx, orderId, step.id, { status: 'pending', completedAt: null });
    }
  }

  return {
    recompute,
    changeLaunch,
    settleDocumentsMilestone,

    /** What is still open on an order's launch: milestones not done and documents not accepted. */
    async openWork(
      tx: Queryable,
      orderId: string,
    ): Promise<{ milestonesOpen: number; milestonesTotal: number; documentsOpen: number }> {
      const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
      const documents = await fulfilmentRepo.listDocuments(orderId, tx);
      return {
        milestonesOpen: milestones.filter((m) => m.status !== 'done').length,
        milestonesTotal: milestones.length,
        documentsOpen: documents.filter((d) => d.status !== 'accepted').length,
      };
    },

    /**
     * Creates the order's milestones and document checklist from its package's plan, in the
     * payment's transaction (the one place an order becomes paid), and computes its first track.
     */
    async startLaunch(tx: Queryable, orderId: string, paidAt: Date): Promise<void> {
      const order = await ordersRepo.lockById(tx, orderId);
      if (!order) return;
      const paidOn = indiaDate(paidAt);
      const plan = fulfilmentPlanFor(order.packageId);
      let day = paidOn;
      await fulfilmentRepo.insertPlan(
        tx,
        plan.milestones.map((m, position) => {
          day = addDays(day, m.days);
          // The payment milestone is done by the payment itself.
          const paid = position === 0;
          return {
            orderId,
            position,
            key: m.key,
            stage: m.stage,
            title: m.title,
            days: m.days,
            waitsOn: m.waitsOn,
            plannedFor: day,
            ...(paid
              ? {
                  status: 'done' as const,
                  announcedStatus: 'done' as const,
                  startedAt: paidAt,
                  completedAt: paidAt,
                }
              : {}),
          };
        }),
        plan.documents.map((d, position) => ({
          orderId,
          position,
          kind: d.kind,
          title: d.title,
          owedSince: paidOn,
        })),
      );
      await recompute(tx, { ...order, paidAt: order.paidAt ?? paidAt });
      await notices.documentsNeeded(tx, orderId);
    },

    /** The order's milestones, documents and deliverables, for whoever may read the order. */
    async readPlan(orderId: string): Promise<LaunchPlan> {
      const [milestones, documents, deliverables] = await Promise.all([
        fulfilmentRepo.listMilestones(orderId),
        fulfilmentRepo.listDocuments(orderId),
        filesRepo.listDeliverables(orderId),
      ]);
      return {
        milestones: milestones.map(toOrderMilestone),
        documents: documents.map(toOrderDocument),
        deliverables: deliverables.map(toOrderDeliverable),
      };
    },

    /** An admin starts, finishes, blocks or reopens a milestone, with a note the customer sees. */
    async updateMilestone(
      admin: UserRow,
      orderId: string,
      milestoneId: string,
      input: z.output<typeof updateMilestoneRequestSchema>,
    ): Promise<OrderMilestone> {
      return changeLaunch(orderId, async (tx, order) => {
        const milestones = await fulfilmentRepo.listMilestones(order.id, tx);
        const current = milestones.find((m) => m.id === milestoneId);
        if (!current) throw new AppError('not_found', 'Milestone not found');
        checkTeamMove(milestones, current, input);
        const at = new Date(now());
        const changes: Parameters<FulfilmentRepository['updateMilestone']>[3] = {
          status: input.status,
          // Saying the same status again without a note keeps the note the customer reads.
          note: input.note ?? (current.status === input.status ? current.note : null),
          blockedOnCustomer: input.status === 'blocked' && input.blockedOnCustomer === true,
        };
        if (input.status === 'pending') {
          changes.startedAt = null;
          changes.completedAt = null;
        } else {
          changes.startedAt = current.startedAt ?? at;
          changes.completedAt = input.status === 'done' ? (current.completedAt ?? at) : null;
        }
        const updated = await fulfilmentRepo.updateMilestone(tx, order.id, current.id, changes);
        if (!updated) throw new AppError('not_found', 'Milestone not found');
        if (current.status !== input.status || input.note) {
          const state = changes.blockedOnCustomer
            ? 'waiting on you'
            : milestoneStatusLabels[input.status].toLowerCase();
          await ordersRepo.appendNote(
            tx,
            order,
            admin.id,
            `${current.title}: ${state}${input.note ? `. ${input.note}` : ''}`,
          );
        }
        return toOrderMilestone(updated);
      });
    },

    /** An admin accepts a document, or rejects it with the reason the customer will read. */
    async reviewDocument(
      admin: UserRow,
      orderId: string,
      documentId: string,
      input: z.output<typeof reviewDocumentRequestSchema>,
    ): Promise<OrderDocument> {
      return changeLaunch(orderId, async (tx, order) => {
        const documents = await fulfilmentRepo.listDocuments(order.id, tx);
        const current = documents.find((d) => d.id === documentId);
        if (!current) throw new AppError('not_found', 'Document not found');
        if (current.fileId === null) {
          throw new AppError('conflict', 'Nothing has been uploaded for this document yet');
        }
        const at = new Date(now());
        const rejected = input.status === 'rejected';
        await fulfilmentRepo.updateDocument(tx, order.id, current.id, {
          status: input.status,
          reason: rejected ? (input.reason ?? null) : null,
          reviewedAt: at,
          ...(rejected ? { owedSince: today() } : {}),
        });
        await ordersRepo.appendNote(
          tx,
          order,
          admin.id,
          `${current.title}: ${documentStatusLabels[input.status].toLowerCase()}${rejected ? `. ${input.reason}` : ''}`,
        );
        await settleDocumentsMilestone(tx, order.id, admin.id);
        const [updated] = (await fulfilmentRepo.listDocuments(order.id, tx)).filter(
          (d) => d.id === current.id,
        );
        return toOrderDocument(updated as DocumentWithFile);
      });
    },

    /** The order's owner and internal notes, for admins. */
    async getLaunch(orderId: string): Promise<AdminLaunch> {
      if (!isGuid(orderId)) throw orderNotFound();
      const order = await ordersRepo.findById(orderId);
      if (!order) throw orderNotFound();
      const owner = order.ownerId ? await fulfilmentRepo.findAdmin(order.ownerId) : undefined;
      return { owner: owner ?? null, internalNotes: order.internalNotes };
    },

    /** Assigns the order to an admin (or nobody) and keeps the notes the customer never sees. */
    async setLaunch(
      admin: UserRow,
      orderId: string,
      input: z.output<typeof updateLaunchRequestSchema>,
    ): Promise<AdminLaunch> {
      if (!isGuid(orderId)) throw orderNotFound();
      return db.transaction(async (tx) => {
        const order = await ordersRepo.lockById(tx, orderId);
        if (!order) throw orderNotFound();
        let owner = order.ownerId ? await fulfilmentRepo.findAdmin(order.ownerId, tx) : undefined;
        if (input.ownerId !== undefined && input.ownerId !== order.ownerId) {
          const next = input.ownerId === null ? undefined : await fulfilmentRepo.findAdmin(input.ownerId, tx);
          if (input.ownerId !== null && !next) {
            throw new AppError('validation_failed', 'Only an admin can own an order', [
              { path: 'ownerId', message: 'Not an admin' },
            ]);
          }
          owner = next;
          await ordersRepo.appendNote(
            tx,
            order,
            admin.id,
            next ? `${next.name} is now looking after this order` : 'No one is assigned to this order now',
          );
        }
        const internalNotes =
          input.internalNotes === undefined ? order.internalNotes : input.internalNotes?.trim() || null;
        await ordersRepo.setLaunch(tx, order.id, { ownerId: owner?.id ?? null, internalNotes });
        // Internal notes leave no entry on the timeline; the other admins' screens still follow them.
        if (internalNotes !== order.internalNotes) {
          await ordersRepo.notifyChange(tx, order.id, 'activity', { adminsOnly: true });
        }
        return { owner: owner ?? null, internalNotes };
      });
    },

    /**
     * Recomputes open orders whose track was last computed on an earlier day: an overdue step moves
     * the date every day even when nobody touches the order. Safe on several instances at once.
     */
    async refreshStaleTracks(limit = 50): Promise<number> {
      const ids = await fulfilmentRepo.listStaleTracks(today(), limit);
      for (const id of ids) {
        try {
          await db.transaction(async (tx) => {
            const order = await ordersRepo.lockById(tx, id);
            if (!order || !isOrderInWork(order.status)) return;
            await recompute(tx, order);
            await ordersRepo.notifyChange(tx, order.id, 'track');
          });
        } catch (error) {
          log.warn({ err: error, orderId: id }, 'launch track refresh failed');
        }
      }
      return ids.length;
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;

/** Uploads that have not completed after this long were dropped; their rows are swept away. */
export const INCOMPLETE_FILE_MAX_AGE_MS = 60 * 60_000;

/**
 * Recomputes stale tracks, and removes the bytes of uploads that never completed, in the background
 * of every instance.
 */
export function startTrackRefresher(
  fulfilment: FulfilmentService,
  log: FastifyBaseLogger,
  filesRepo: Pick<OrderFilesRepository, 'sweepIncomplete'>,
  intervalMs = 10 * 60_000,
) {
  return startBackgroundLoop({
    name: 'launch_track_refresher',
    async pass() {
      await filesRepo.sweepIncomplete(new Date(Date.now() - INCOMPLETE_FILE_MAX_AGE_MS));
      // A bounded number of full batches per pass, so an order that keeps failing cannot spin it.
      for (let batch = 0; batch < 20 && (await fulfilment.refreshStaleTracks(50)) === 50; batch++) {}
    },
    intervalMs,
    passAtStart: true,
    log,
    failureMessage: 'launch track refresh pass failed',
  });
}
