import type { AdminGrievanceFilter } from '@launchpad/shared';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  type GrievanceEventRow,
  type GrievanceRow,
  grievanceEvents,
  grievanceSeries,
  grievances,
} from '../../db/schema.ts';

export type NewGrievanceRow = Pick<
  GrievanceRow,
  | 'number'
  | 'userId'
  | 'orderId'
  | 'contactMessageId'
  | 'name'
  | 'email'
  | 'subject'
  | 'body'
  | 'acknowledgeBy'
  | 'resolveBy'
  | 'createdAt'
>;

/** Which deadline an alert is about. */
export type GrievanceClock = 'acknowledge' | 'resolve';

/** The condition of an overdue complaint at `now`: a deadline passed with its step not done. */
function overdueAt(now: Date) {
  return or(
    and(eq(grievances.status, 'open'), lte(grievances.acknowledgeBy, now)),
    and(ne(grievances.status, 'resolved'), lte(grievances.resolveBy, now)),
  );
}

/** The next deadline still running: to acknowledge while open, else to resolve. */
const nextDeadline = sql`case when ${grievances.status} = 'open' then ${grievances.acknowledgeBy} else ${grievances.resolveBy} end`;

/** Raising a complaint: its number, its row, its timeline's entries and the contact messages it came from. */
function createGrievanceFiling(db: Db) {
  return {
    /** The month's next serial, taken under the series row's lock until the transaction ends. */
    async nextSerial(tx: Queryable, period: string): Promise<number> {
      const [row] = await tx
        .insert(grievanceSeries)
        .values({ period, lastSerial: 1 })
        .onConflictDoUpdate({
          target: grievanceSeries.period,
          set: { lastSerial: sql`${grievanceSeries.lastSerial} + 1` },
        })
        .returning({ serial: grievanceSeries.lastSerial });
      if (!row) throw new Error('no grievance serial taken');
      return row.serial;
    },

    async insert(tx: Queryable, grievance: NewGrievanceRow): Promise<GrievanceRow> {
      const [row] = await tx.insert(grievances).values(grievance).returning();
      if (!row) throw new Error('grievance not written');
      return row;
    },

    async appendEvent(
      tx: Queryable,
      event: Pick<GrievanceEventRow, 'grievanceId' | 'status' | 'note' | 'actorId' | 'createdAt'>,
    ): Promise<void> {
      await tx.insert(grievanceEvents).values(event);
    },

    /** The complaints raised from these contact messages, by message id. */
    async linkedToContactMessages(
      messageIds: string[],
      tx: Queryable = db,
    ): Promise<Map<string, Pick<GrievanceRow, 'id' | 'number'>>> {
      if (messageIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: grievances.id, number: grievances.number, messageId: grievances.contactMessageId })
        .from(grievances)
        .where(inArray(grievances.contactMessageId, messageIds));
      return new Map(rows.map(({ messageId, ...link }) => [messageId as string, link]));
    },
  };
}

/** One complaint: found, locked, changed, and the timelines of some. */
function createGrievanceRecord(db: Db) {
  return {
    async findById(id: string): Promise<GrievanceRow | undefined> {
      const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
      return row;
    },

    async findByNumber(number: string): Promise<GrievanceRow | undefined> {
      const [row] = await db.select().from(grievances).where(eq(grievances.number, number));
      return row;
    },

    /** The complaint, locked until the transaction ends: every change of status starts here. */
    async lock(tx: Queryable, id: string): Promise<GrievanceRow | undefined> {
      const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
      return row;
    },

    async update(
      tx: Queryable,
      id: string,
      changes: Partial<Pick<GrievanceRow, 'status' | 'acknowledgedAt' | 'resolvedAt'>>,
    ): Promise<GrievanceRow> {
      const [row] = await tx
        .update(grievances)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(grievances.id, id))
        .returning();
      if (!row) throw new Error('grievance vanished while locked');
      return row;
    },

    /** The timelines of these complaints, each oldest first. */
    async eventsOf(ids: string[]): Promise<Map<string, GrievanceEventRow[]>> {
      const byGrievance = new Map<string, GrievanceEventRow[]>();
      if (ids.length === 0) return byGrievance;
      const rows = await db
        .select()
        .from(grievanceEvents)
        .where(inArray(grievanceEvents.grievanceId, ids))
        .orderBy(asc(grievanceEvents.id));
      for (const row of rows)
        byGrievance.set(row.grievanceId, [...(byGrievance.get(row.grievanceId) ?? []), row]);
      return byGrievance;
    },
  };
}

/** The customer's and the team's lists, and how many are overdue. */
function createGrievanceLists(db: Db) {
  return {
    async listOfUser(userId: string, limit: number): Promise<GrievanceRow[]> {
      return db
        .select()
        .from(grievances)
        .where(eq(grievances.userId, userId))
        .orderBy(desc(grievances.createdAt), desc(grievances.id))
        .limit(limit);
    },

    /** The team's list: overdue first, then by the nearest running deadline; resolved ones last. */
    async listForAdmin(filter: AdminGrievanceFilter, now: Date, limit: number): Promise<GrievanceRow[]> {
      const status: Record<AdminGrievanceFilter, ReturnType<typeof eq> | undefined> = {
        unresolved: ne(grievances.status, 'resolved'),
        open: eq(grievances.status, 'open'),
        acknowledged: eq(grievances.status, 'acknowledged'),
        resolved: eq(grievances.status, 'resolved'),
        all: undefined,
      };
      return db
        .select()
        .from(grievances)
        .where(status[filter])
        .orderBy(
          sql`case when ${grievances.status} = 'resolved' then 2 when ${overdueAt(now)} then 0 else 1 end`,
          sql`case when ${grievances.status} = 'resolved' then null else ${nextDeadline} end asc nulls last`,
          desc(grievances.createdAt),
          asc(grievances.id),
        )
        .limit(limit);
    },

    async countOverdue(now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(grievances)
        .where(overdueAt(now));
      return row?.count ?? 0;
    },
  };
}

/** The alerts of deadlines coming or passed: claimed under lock, then marked sent. */
function createGrievanceDeadlineAlerts() {
  return {
    /**
     * Complaints whose `clock` ends before `horizon` with its step not done and no alert sent yet,
     * locked for this instance (SKIP LOCKED: another instance takes the others).
     */
    async claimDeadlineAlerts(
      tx: Queryable,
      clock: GrievanceClock,
      horizon: Date,
      limit: number,
    ): Promise<GrievanceRow[]> {
      const pending =
        clock === 'acknowledge'
          ? and(
              eq(grievances.status, 'open'),
              isNull(grievances.acknowledgeAlertedAt),
              lte(grievances.acknowledgeBy, horizon),
            )
          : and(
              ne(grievances.status, 'resolved'),
              isNull(grievances.resolveAlertedAt),
              lte(grievances.resolveBy, horizon),
            );
      return tx
        .select()
        .from(grievances)
        .where(pending)
        .orderBy(asc(clock === 'acknowledge' ? grievances.acknowledgeBy : grievances.resolveBy))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async markAlerted(tx: Queryable, id: string, clock: GrievanceClock, at: Date): Promise<void> {
      await tx
        .update(grievances)
        .set(clock === 'acknowledge' ? { acknowledgeAlertedAt: at } : { resolveAlertedAt: at })
        .where(eq(grievances.id, id));
    },
  };
}

/** Complaints (modules/grievances): the only SQL on `grievances`, `grievance_events` and `grievance_series`. */
export function createGrievancesRepository(db: Db) {
  return {
    ...createGrievanceFiling(db),
    ...createGrievanceRecord(db),
    ...createGrievanceLists(db),
    ...createGrievanceDeadlineAlerts(),
  };
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;
