import {
  type FulfilmentStage,
  fulfilmentStages,
  isCalendarDay,
  type LaunchBoardEntry,
  type LaunchBoardPage,
  type LaunchOwner,
  type launchBoardQuerySchema,
  type OrderMilestone,
  orderReference,
} from '@launchpad/shared';
import type { z } from 'zod';
import { decodePosition, encodePosition, isGuid } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import type {
  BoardFilters,
  BoardPosition,
  BoardRow,
  LaunchBoardRepository,
  NextMilestoneRow,
} from './launch-board.repository.ts';

/** The position a board cursor holds: `[overdue, expected day or "infinity", order id]`. */
function readPosition([overdue, expectedOn, id, ...rest]: unknown[]): BoardPosition | undefined {
  if (rest.length > 0 || typeof overdue !== 'boolean' || !isGuid(id)) return undefined;
  if (typeof expectedOn !== 'string' || !(expectedOn === 'infinity' || isCalendarDay(expectedOn))) {
    return undefined;
  }
  return { overdue, expectedOn, id };
}

const isStage = (value: string | undefined): value is FulfilmentStage =>
  fulfilmentStages.includes(value as FulfilmentStage);

function toEntry(row: BoardRow, next: NextMilestoneRow | undefined): LaunchBoardEntry {
  return {
    orderId: row.id,
    reference: orderReference(row.id),
    packageName: row.packageName,
    customer: { id: row.userId, name: row.customerName, email: row.customerEmail },
    paidAt: row.paidAt?.toISOString() ?? null,
    stage: isStage(next?.stage) ? next.stage : null,
    nextMilestone: next
      ? {
          id: next.id,
          title: next.title,
          status: next.status,
          plannedFor: next.plannedFor,
          waitsOn: next.waitsOn as OrderMilestone['waitsOn'],
        }
      : null,
    overdueSince: row.overdueSince,
    expectedLaunchDate: row.expectedLaunchDate,
    trackState: row.trackState,
    delayDays: row.delayDays,
    waitingOnCustomerSince: row.waitingOnCustomerSince,
    governmentCaveat: row.governmentCaveat,
    milestonesDone: row.milestonesDone,
    milestonesTotal: row.milestonesTotal,
    documentsToReview: row.documentsToReview,
    cancellationRequestedAt: row.cancellationRequestedAt?.toISOString() ?? null,
    owner: row.ownerId && row.ownerName ? { id: row.ownerId, name: row.ownerName } : null,
  };
}

/**
 * The launch board: every order in progress with the milestone at hand, overdue ones first (the
 * day it was due has passed, as the last computation of the order's track found), then by expected
 * launch day; filtered by owner, track state, stage and what needs the team (documents to review,
 * a cancellation requested).
 */
export function createLaunchBoardService({ boardRepo }: { boardRepo: LaunchBoardRepository }) {
  return {
    async list(admin: UserRow, query: z.output<typeof launchBoardQuerySchema>): Promise<LaunchBoardPage> {
      const position = decodePosition(query.cursor, readPosition);
      const filters: BoardFilters = {
        ownerId: query.owner === 'mine' ? admin.id : query.owner === 'unassigned' ? null : query.owner,
        state: query.state,
        needs: query.needs,
      };
      const rows = await boardRepo.listActive({ ...filters, stage: query.stage }, position, query.limit + 1);
      const items = rows.slice(0, query.limit);
      const [next, counts] = await Promise.all([
        boardRepo.nextMilestones(items.map((row) => row.id)),
        boardRepo.countByStage(filters),
      ]);
      const nextOf = new Map(next.map((milestone) => [milestone.orderId, milestone]));
      const stageCounts = Object.fromEntries(fulfilmentStages.map((stage) => [stage, 0])) as Record<
        FulfilmentStage,
        number
      >;
      let all = 0;
      for (const { stage, count } of counts) {
        all += count;
        if (stage !== null && isStage(stage)) stageCounts[stage] += count;
      }
      const last = items.at(-1);
      return {
        launches: items.map((row) => toEntry(row, nextOf.get(row.id))),
        nextCursor:
          rows.length > query.limit && last
            ? encodePosition([last.overdueSince !== null, last.expectedOn, last.id])
            : null,
        stageCounts,
        allStages: all,
        total: query.stage ? stageCounts[query.stage] : all,
      };
    },

    /** The admins an order can be assigned to. */
    async owners(): Promise<LaunchOwner[]> {
      return boardRepo.listAdmins();
    },
  };
}

export type LaunchBoardService = ReturnType<typeof createLaunchBoardService>;
