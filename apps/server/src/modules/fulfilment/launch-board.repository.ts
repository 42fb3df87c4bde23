import type { FulfilmentStage, OrderAttentionFlag, TrackState } from '@launchpad/shared';
import { inWorkStatuses } from '@launchpad/shared';
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { documentsToReview, needsAttention } from '../../db/order-attention.ts';
import { type OrderMilestoneRow, orderMilestones, orders, users } from '../../db/schema.ts';
import { isStaffAccount } from '../../db/staff-roles.ts';

/** Which active orders the board shows. `ownerId` null means the unassigned ones. */
export interface BoardFilters {
  ownerId?: string | null;
  state?: TrackState;
  stage?: FulfilmentStage;
  needs?: OrderAttentionFlag;
}

/** A place in the board's order: overdue first, then by expected launch day, then id. */
export interface BoardPosition {
  overdue: boolean;
  /** `YYYY-MM-DD`, or `infinity` for an order without a plan (listed last). */
  expectedOn: string;
  id: string;
}

export interface BoardRow {
  id: string;
  packageName: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  paidAt: Date | null;
  expectedLaunchDate: string | null;
  trackState: TrackState | null;
  delayDays: number | null;
  waitingOnCustomerSince: string | null;
  governmentCaveat: boolean;
  overdueSince: string | null;
  milestonesDone: number;
  milestonesTotal: number;
  documentsToReview: number;
  cancellationRequestedAt: Date | null;
  ownerId: string | null;
  ownerName: string | null;
  expectedOn: string;
}

export type NextMilestoneRow = Pick<
  OrderMilestoneRow,
  'id' | 'orderId' | 'stage' | 'title' | 'status' | 'plannedFor' | 'waitsOn'
>;

const owners = alias(users, 'owner');

// The sort keys, written as the expressions of orders_launch_board_idx so that PostgreSQL reads
// the page off that index.
const notOverdue = sql`(${orders.overdueSince} is null)`;
const expectedOn = sql`coalesce(${orders.expectedLaunchDate}, 'infinity'::date)`;

/** The stage of an order's milestone at hand: the first not done, in plan order. */
const currentStage = sql<string | null>`(
  select m.stage from ${orderMilestones} as m
  where m.order_id = ${orders.id} and m.status <> 'done'
  order by m.position limit 1
)`;

function activeOrders(filters: BoardFilters): (SQL | undefined)[] {
  const { ownerId, state } = filters;
  return [
    inArray(orders.status, inWorkStatuses),
    ownerId === undefined
      ? undefined
      : ownerId === null
        ? isNull(orders.ownerId)
        : eq(orders.ownerId, ownerId),
    state ? eq(orders.trackState, state) : undefined,
    needsAttention(filters.needs),
  ];
}

/** A page of active orders after `position`, overdue first, then by expected launch day. */
async function listActiveOrders(
  db: Db,
  filters: BoardFilters,
  position: BoardPosition | undefined,
  limit: number,
): Promise<BoardRow[]> {
  return db
    .select({
      id: orders.id,
      packageName: orders.packageName,
      userId: orders.userId,
      customerName: users.name,
      customerEmail: users.email,
      paidAt: orders.paidAt,
      expectedLaunchDate: orders.expectedLaunchDate,
      trackState: orders.trackState,
      delayDays: orders.delayDays,
      waitingOnCustomerSince: orders.waitingOnCustomerSince,
      governmentCaveat: orders.governmentCaveat,
      overdueSince: orders.overdueSince,
      milestonesDone: orders.milestonesDone,
      milestonesTotal: orders.milestonesTotal,
      documentsToReview: documentsToReview(orders.id),
      cancellationRequestedAt: orders.cancellationRequestedAt,
      ownerId: orders.ownerId,
      ownerName: owners.name,
      expectedOn: sql<string>`${expectedOn}::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(owners, eq(owners.id, orders.ownerId))
    .where(
      and(
        ...activeOrders(filters),
        filters.stage ? sql`${currentStage} = ${filters.stage}` : undefined,
        position
          ? sql`(${notOverdue}, ${expectedOn}, ${orders.id}) > (${!position.overdue}::boolean, ${position.expectedOn}::date, ${position.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(notOverdue, expectedOn, asc(orders.id))
    .limit(limit);
}

export function createLaunchBoardRepository(db: Db) {
  return {
    /** A page of active orders after `position`, overdue first, then by expected launch day. */
    listActive(
      filters: BoardFilters,
      position: BoardPosition | undefined,
      limit: number,
    ): Promise<BoardRow[]> {
      return listActiveOrders(db, filters, position, limit);
    },

    /** Active orders under the owner and state filters, per stage of their milestone at hand. */
    async countByStage(filters: BoardFilters): Promise<{ stage: string | null; count: number }[]> {
      const active = db
        .select({ stage: sql<string | null>`${currentStage}`.as('stage') })
        .from(orders)
        .where(and(...activeOrders(filters)))
        .as('active');
      return db
        .select({ stage: active.stage, count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(active)
        .groupBy(active.stage);
    },

    /** Each order's first milestone not done yet, in plan order. */
    async nextMilestones(orderIds: string[]): Promise<NextMilestoneRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .selectDistinctOn([orderMilestones.orderId], {
          id: orderMilestones.id,
          orderId: orderMilestones.orderId,
          stage: orderMilestones.stage,
          title: orderMilestones.title,
          status: orderMilestones.status,
          plannedFor: orderMilestones.plannedFor,
          waitsOn: orderMilestones.waitsOn,
        })
        .from(orderMilestones)
        .where(and(inArray(orderMilestones.orderId, orderIds), ne(orderMilestones.status, 'done')))
        .orderBy(orderMilestones.orderId, orderMilestones.position);
    },

    /** Every member of the team, by name: who can own a launch. */
    async listAdmins(limit = 500) {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(isStaffAccount())
        .orderBy(users.name, users.id)
        .limit(limit);
    },
  };
}

export type LaunchBoardRepository = ReturnType<typeof createLaunchBoardRepository>;
