import {
  computeLaunchTrack,
  DOCUMENTS_MILESTONE_KEY,
  formatCalendarDate,
  indiaDate,
  isBlockedOnCustomer,
  isOrderInWork,
  type LaunchTrack,
  type OrderMilestone,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderLaunchWrites, OrderReads, OrderTimeline, OrderTransitions } from '../orders/index.ts';
import type { FulfilmentRepository, LaunchOrder } from './fulfilment.repository.ts';
import type { LaunchNotices } from './launch-notices.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

// How a launch changes: under the order's lock, its track recomputed and stored (decision 010), the
// order completed when every milestone is done, and the customer told what moved.

export interface LaunchDeps {
  db: Db;
  fulfilmentRepo: FulfilmentRepository;
  filesRepo: Pick<OrderFilesRepository, 'listDeliverables'>;
  ordersRepo: OrderReads & OrderTimeline & OrderLaunchWrites;
  /** The launch completes its order through the shared transition table. */
  transitions: Pick<OrderTransitions, 'move'>;
  notices: LaunchNotices;
  log: FastifyBaseLogger;
  now?: () => number;
}

export const orderNotFound = () => new AppError('not_found', 'Order not found');

/** Today in India, by the deps' clock. */
export function launchToday({ now = Date.now }: Pick<LaunchDeps, 'now'>): string {
  return indiaDate(new Date(now()));
}

/** Recomputes the order's track from its rows and stores it; the caller holds the order's lock. */
export async function recomputeTrack(
  deps: LaunchDeps,
  tx: Queryable,
  order: LaunchOrder,
): Promise<LaunchTrack | undefined> {
  const { fulfilmentRepo, ordersRepo } = deps;
  if (!order.paidAt) return undefined;
  const milestones = await fulfilmentRepo.listMilestones(order.id, tx);
  if (milestones.length === 0) return undefined;
  const documents = await fulfilmentRepo.listDocuments(order.id, tx);
  const day = launchToday(deps);
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

/** Puts the documents step in step with the checklist: done once every document is accepted. */
export async function settleDocumentsMilestone(
  deps: LaunchDeps,
  tx: Queryable,
  orderId: string,
  actor: string,
): Promise<void> {
  const { fulfilmentRepo, ordersRepo, now = Date.now } = deps;
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

/** Recomputing a track, changing a launch under its lock, and keeping the documents step in step. */
export function createLaunchChanges(deps: LaunchDeps) {
  const { db, ordersRepo, transitions, notices } = deps;
  const recompute = (tx: Queryable, order: LaunchOrder) => recomputeTrack(deps, tx, order);

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

  return {
    recompute,
    changeLaunch,
    settleDocumentsMilestone: (tx: Queryable, orderId: string, actor: string) =>
      settleDocumentsMilestone(deps, tx, orderId, actor),
  };
}

export type LaunchChanges = ReturnType<typeof createLaunchChanges>;
