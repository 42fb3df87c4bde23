import {
  type AdminGrievance,
  type AdminGrievances,
  type adminGrievancesQuerySchema,
  awaitsAcknowledgement,
  awaitsResolution,
  type Grievance,
  type GrievanceLookup,
  grievanceDeadlines,
  grievanceNumber,
  grievancePeriod,
  type newGrievanceSchema,
  orderReference,
  type RaisedGrievance,
  type UpdateGrievance,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { GrievanceEventRow, GrievanceRow, UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { OrderReads } from '../orders/index.ts';
import type { GrievanceNotices } from './grievance-notices.ts';
import type { GrievancesRepository, NewGrievanceRow } from './grievances.repository.ts';

interface Deps {
  db: Db;
  grievancesRepo: GrievancesRepository;
  orderReads: OrderReads;
  notices: GrievanceNotices;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'grievancesPerIp' | 'grievanceLookupsPerIp'>;
  now: () => number;
}

type RecordGrievance = (
  tx: Queryable,
  fields: Omit<NewGrievanceRow, 'number' | 'acknowledgeBy' | 'resolveBy' | 'createdAt'>,
  options?: { receivedAt?: Date; actorId?: string },
) => Promise<GrievanceRow>;

/** Who raises a complaint: a signed-in customer, or a visitor who gives a name and an email. */
export type Complainant = { user: UserRow } | { name: string; email: string };

const notFound = () => new AppError('not_found', 'No complaint with that number and email');
const seconds = (ms: number) => Math.round(ms / 1000);

function toGrievance(row: GrievanceRow, events: GrievanceEventRow[]): Grievance {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    subject: row.subject,
    body: row.body,
    orderId: row.orderId,
    orderReference: row.orderId ? orderReference(row.orderId) : null,
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    timeline: events.map((event) => ({
      status: event.status,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** The complaints with their timelines, each oldest first. */
async function withTimelines(
  grievancesRepo: GrievancesRepository,
  rows: GrievanceRow[],
): Promise<Grievance[]> {
  const events = await grievancesRepo.eventsOf(rows.map((row) => row.id));
  return rows.map((row) => toGrievance(row, events.get(row.id) ?? []));
}

/** A complaint as the team sees it: who raised it and the time left on its clocks. */
function toAdmin(grievance: Grievance, row: GrievanceRow, at: number): AdminGrievance {
  const acknowledgeSecondsLeft = awaitsAcknowledgement(row.status)
    ? seconds(row.acknowledgeBy.getTime() - at)
    : null;
  const resolveSecondsLeft = awaitsResolution(row.status) ? seconds(row.resolveBy.getTime() - at) : null;
  return {
    ...grievance,
    name: row.name,
    email: row.email,
    contactMessageId: row.contactMessageId,
    acknowledgeSecondsLeft,
    resolveSecondsLeft,
    overdue: (acknowledgeSecondsLeft ?? 1) <= 0 || (resolveSecondsLeft ?? 1) <= 0,
  };
}

/** What a complainant does: raise a complaint, list theirs, follow one by its number. */
function createComplainantDesk(
  { db, grievancesRepo, orderReads, rateLimiter, rateLimits }: Deps,
  record: RecordGrievance,
) {
  return {
    /** Raises a complaint, signed in (about one of the customer's orders, or none) or signed out. */
    async raise(
      complainant: Complainant,
      input: z.output<typeof newGrievanceSchema>,
      ip: string,
    ): Promise<RaisedGrievance> {
      refuseWhenLimited(await rateLimiter.hit(`grievances:ip:${ip}`, rateLimits.grievancesPerIp));
      let who: { userId: string | null; name: string; email: string };
      if ('user' in complainant) {
        who = { userId: complainant.user.id, name: complainant.user.name, email: complainant.user.email };
      } else {
        who = { userId: null, ...complainant };
      }
      if (input.orderId) {
        if (!('user' in complainant))
          throw fieldError('orderId', 'Sign in to raise a complaint about an order');
        const order = await orderReads.findById(input.orderId);
        if (!order || order.userId !== complainant.user.id)
          throw new AppError('not_found', 'Order not found');
      }
      const row = await db.transaction((tx) =>
        record(tx, {
          ...who,
          orderId: input.orderId ?? null,
          contactMessageId: null,
          subject: input.subject,
          body: input.body,
        }),
      );
      return {
        id: row.id,
        number: row.number,
        status: 'open',
        acknowledgeBy: row.acknowledgeBy.toISOString(),
        resolveBy: row.resolveBy.toISOString(),
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** The signed-in customer's complaints, newest first. */
    async listMine(user: UserRow): Promise<Grievance[]> {
      return withTimelines(grievancesRepo, await grievancesRepo.listOfUser(user.id, 100));
    },

    /** A complaint followed by its number and the email it was raised with; the same 404 for either wrong. */
    async lookup(input: GrievanceLookup, ip: string): Promise<Grievance> {
      refuseWhenLimited(
        await rateLimiter.hit(`grievance-lookups:ip:${ip}`, rateLimits.grievanceLookupsPerIp),
      );
      const row = await grievancesRepo.findByNumber(input.number);
      if (!row || row.email !== input.email.toLowerCase()) throw notFound();
      const [grievance] = await withTimelines(grievancesRepo, [row]);
      if (!grievance) throw notFound();
      return grievance;
    },
  };
}

/** What the team does: list the complaints, read one, acknowledge or resolve it. */
function createTeamDesk({ db, grievancesRepo, notices, now }: Deps) {
  return {
    /** A complaint as the team sees it, with its timeline and the time left on its clocks. */
    async forAdmin(row: GrievanceRow): Promise<AdminGrievance> {
      const at = now();
      const [grievance] = await withTimelines(grievancesRepo, [row]);
      return toAdmin(grievance as Grievance, row, at);
    },

    /** The complaints raised from these contact messages, by message id. */
    linkedToContactMessages: (messageIds: string[], tx?: Queryable) =>
      grievancesRepo.linkedToContactMessages(messageIds, tx),

    async listForAdmin(query: z.output<typeof adminGrievancesQuerySchema>): Promise<AdminGrievances> {
      const at = now();
      const [rows, overdueCount] = await Promise.all([
        grievancesRepo.listForAdmin(query.filter, new Date(at), query.limit),
        grievancesRepo.countOverdue(new Date(at)),
      ]);
      const grievances = await withTimelines(grievancesRepo, rows);
      return { grievances: grievances.map((g, i) => toAdmin(g, rows[i] as GrievanceRow, at)), overdueCount };
    },

    /**
     * Acknowledges or resolves a complaint with a note that goes on its timeline and to the
     * complainant. Resolving an unacknowledged complaint acknowledges it too; nothing moves back.
     */
    async update(admin: UserRow, id: string, change: UpdateGrievance): Promise<AdminGrievance> {
      if (!isGuid(id)) throw new AppError('not_found', 'Complaint not found');
      const at = new Date(now());
      const row = await db.transaction(async (tx) => {
        const current = await grievancesRepo.lock(tx, id);
        if (!current) throw new AppError('not_found', 'Complaint not found');
        if (current.status === 'resolved')
          throw new AppError('conflict', 'This complaint is already resolved');
        if (change.status === 'acknowledged' && current.status === 'acknowledged') {
          throw new AppError('conflict', 'This complaint is already acknowledged');
        }
        const updated = await grievancesRepo.update(tx, id, {
          status: change.status,
          acknowledgedAt: current.acknowledgedAt ?? at,
          ...(change.status === 'resolved' ? { resolvedAt: at } : {}),
        });
        await grievancesRepo.appendEvent(tx, {
          grievanceId: id,
          status: change.status,
          note: change.note,
          actorId: admin.id,
          createdAt: at,
        });
        await notices.updated(tx, updated, change.note, at);
        return updated;
      });
      const [grievance] = await withTimelines(grievancesRepo, [row]);
      return toAdmin(grievance as Grievance, row, at.getTime());
    },
  };
}

/**
 * Consumer complaints with a ticket and two clocks (Consumer Protection (E-Commerce) Rules 2020,
 * rule 4(5)): acknowledged within 48 hours and resolved within a month of receipt. The clock is
 * injected, so the deadlines, the overdue order and the alerts follow it in tests.
 */
export function createGrievancesService(deps: Deps) {
  const { grievancesRepo, notices, now } = deps;

  /**
   * Numbers and records a complaint in the caller's transaction, with its first timeline entry and
   * mails. Its clocks run from its receipt: now, or when it reached us by another way (a contact
   * message the team turns into a complaint). The first entry is the complainant's, or the admin's
   * who recorded it.
   */
  async function record(
    tx: Queryable,
    fields: Omit<NewGrievanceRow, 'number' | 'acknowledgeBy' | 'resolveBy' | 'createdAt'>,
    options: { receivedAt?: Date; actorId?: string } = {},
  ): Promise<GrievanceRow> {
    const receivedAt = options.receivedAt ?? new Date(now());
    const period = grievancePeriod(receivedAt);
    const serial = await grievancesRepo.nextSerial(tx, period);
    const row = await grievancesRepo.insert(tx, {
      ...fields,
      number: grievanceNumber(period, serial),
      ...grievanceDeadlines(receivedAt),
      createdAt: receivedAt,
    });
    await grievancesRepo.appendEvent(tx, {
      grievanceId: row.id,
      status: 'open',
      note: null,
      actorId: options.actorId ?? fields.userId,
      createdAt: receivedAt,
    });
    const recordedBy = options.actorId ? 'team' : 'complainant';
    await notices.received(tx, row, row.orderId ? orderReference(row.orderId) : null, recordedBy);
    return row;
  }

  return {
    record,
    ...createComplainantDesk(deps, record),
    ...createTeamDesk(deps),
  };
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;
