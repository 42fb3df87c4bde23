import {
  type DeliverableKind,
  deliverableKindLabels,
  formatCalendarDate,
  isBlockedOnCustomer,
  isCustomerSignOff,
  type LaunchTrack,
} from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderMilestoneRow, OrderRow } from '../../db/schema.ts';
import type { UserReads } from '../auth/index.ts';
import type { LaunchDateChange, MailOutbox } from '../mail/index.ts';
import type { OrderReads } from '../orders/index.ts';
import type { DocumentWithFile, FulfilmentRepository } from './fulfilment.repository.ts';
import {
  actionNeeded,
  dateMoved,
  documentRejected,
  documentsNeeded,
  launchCompleted,
} from './launch-mails.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';
import type { ProgressMails } from './progress-mails.ts';

interface Deps {
  mail: MailOutbox;
  progress: Pick<ProgressMails, 'afterChange' | 'cancel' | 'markAnnounced'>;
  usersRepo: Pick<UserReads, 'findById'>;
  ordersRepo: Pick<OrderReads, 'findById'>;
  fulfilmentRepo: Pick<FulfilmentRepository, 'listMilestones' | 'listDocuments'>;
  filesRepo: Pick<OrderFilesRepository, 'listDeliverables'>;
}

/** A launch as it was before a change: what the notices compare the launch after it with. */
export interface LaunchSnapshot {
  milestones: OrderMilestoneRow[];
  documents: DocumentWithFile[];
  expectedLaunchDate: string | null;
}

/** What a change did besides the rows the notices read for themselves. */
export interface LaunchChange {
  track: LaunchTrack | undefined;
  /** The timeline entry of a moved expected date, when it moved. */
  dateEventId: string | undefined;
  /** The change finished the last milestone, and the order is now completed. */
  completed: boolean;
}

/** Whether a milestone now waits on the customer in a way it did not before the change. */
function newlyWaitsOnCustomer(milestone: OrderMilestoneRow, before: OrderMilestoneRow | undefined): boolean {
  if (isBlockedOnCustomer(milestone)) {
    return !before || !isBlockedOnCustomer(before) || before.note !== milestone.note;
  }
  // The team asks for the customer's sign-off by starting it.
  return (
    isCustomerSignOff(milestone) && milestone.status === 'in-progress' && before?.status !== 'in-progress'
  );
}

/** The order, when its customer's account is still there to be told. */
async function orderToTell(
  { usersRepo, ordersRepo }: Pick<Deps, 'usersRepo' | 'ordersRepo'>,
  tx: Queryable,
  orderId: string,
): Promise<OrderRow | undefined> {
  const order = await ordersRepo.findById(orderId, tx);
  return order && (await usersRepo.findById(order.userId, tx)) ? order : undefined;
}

/** Each launch mail as a hook queued in the change's transaction. */
function launchMails({ mail, usersRepo }: Pick<Deps, 'mail' | 'usersRepo'>) {
  return {
    documentsNeeded: mail.hook(documentsNeeded, usersRepo),
    actionNeeded: mail.hook(actionNeeded, usersRepo),
    documentRejected: mail.hook(documentRejected, usersRepo),
    dateMoved: mail.hook(dateMoved, usersRepo),
    launchCompleted: mail.hook(launchCompleted, usersRepo),
  };
}

type LaunchMails = ReturnType<typeof launchMails>;

/** How the expected date moved, when it did and the launch is not done. */
function dateChangeOf(before: string | null, track: LaunchTrack | undefined): LaunchDateChange | null {
  if (!before || !track || track.done || before === track.expectedLaunchDate) return null;
  return {
    from: formatCalendarDate(before),
    to: formatCalendarDate(track.expectedLaunchDate),
    later: track.expectedLaunchDate > before,
  };
}

/** The launch completed: its deliverables; it replaces any progress mail waiting. */
async function tellCompleted(
  { progress, filesRepo }: Pick<Deps, 'progress' | 'filesRepo'>,
  mails: LaunchMails,
  tx: Queryable,
  order: OrderRow,
): Promise<void> {
  await progress.cancel(tx, order.id);
  const deliverables = await filesRepo.listDeliverables(order.id, tx);
  await mails.launchCompleted(tx, {
    order,
    deliverables: deliverables.map(
      (file) => `${deliverableKindLabels[file.kind as DeliverableKind] ?? file.kind}: ${file.fileName}`,
    ),
  });
}

/** A step that now needs the customer: a block on them, or their sign-off asked for. Answers the milestones told. */
async function tellActionNeeded(
  { progress }: Pick<Deps, 'progress'>,
  mails: LaunchMails,
  tx: Queryable,
  {
    order,
    milestones,
    wasBefore,
    dateChange,
  }: {
    order: OrderRow;
    milestones: OrderMilestoneRow[];
    wasBefore: Map<string, OrderMilestoneRow>;
    dateChange: LaunchDateChange | null;
  },
): Promise<Set<string>> {
  const announced = new Set<string>();
  for (const milestone of milestones) {
    if (!newlyWaitsOnCustomer(milestone, wasBefore.get(milestone.id))) continue;
    await mails.actionNeeded(tx, { order, milestone, dateChange });
    await progress.markAnnounced(tx, milestone.id, milestone.status);
    announced.add(milestone.id);
  }
  return announced;
}

/** Documents rejected by this change, each with the team's reason. Answers whether any was told. */
async function tellRejected(
  { fulfilmentRepo }: Pick<Deps, 'fulfilmentRepo'>,
  mails: LaunchMails,
  tx: Queryable,
  {
    order,
    before,
    dateChange,
  }: { order: OrderRow; before: LaunchSnapshot; dateChange: LaunchDateChange | null },
): Promise<boolean> {
  let told = false;
  const reviewedBefore = new Map(before.documents.map((d) => [d.id, d.reviewedAt?.getTime() ?? null]));
  for (const document of await fulfilmentRepo.listDocuments(order.id, tx)) {
    const reviewedAt = document.reviewedAt?.getTime() ?? null;
    if (document.status !== 'rejected' || reviewedAt === null) continue;
    if (reviewedBefore.get(document.id) === reviewedAt) continue;
    await mails.documentRejected(tx, { order, document, reviewedAt, dateChange });
    told = true;
  }
  return told;
}

/** The checklist of a launch just created, sent once per order. */
async function tellDocumentsNeeded(
  deps: Pick<Deps, 'usersRepo' | 'ordersRepo' | 'fulfilmentRepo'>,
  mails: LaunchMails,
  tx: Queryable,
  orderId: string,
): Promise<void> {
  const order = await orderToTell(deps, tx, orderId);
  if (!order) return;
  const documents = await deps.fulfilmentRepo.listDocuments(orderId, tx);
  const needed = documents.filter((d) => d.status === 'required' || d.status === 'rejected');
  if (needed.length === 0) return;
  await mails.documentsNeeded(tx, { order, documents: needed.map((d) => d.title) });
}

/**
 * The mails of the launch tracker. Each is queued in the transaction of the change it tells of and
 * keyed by it: the documents needed (once, as the plan is created), a step that needs the customer
 * (a block on them, with what is needed, or their sign-off), a document rejected, the expected date
 * moved, and the launch completed with its deliverables. Milestones moving are gathered into one
 * progress mail per quiet period (progress-mails.ts, decision 025).
 *
 * A change is told in one mail where it can: a step that needs the customer or a document rejected
 * carries the date it moved, a progress mail waiting carries it too, and the launch's completion
 * replaces the progress mail. The daily recomputation of overdue launches sends nothing: a date
 * that slips a day at a time would mail the customer every day.
 */
export function createLaunchNotices(deps: Deps) {
  const { progress, ordersRepo, fulfilmentRepo } = deps;
  const mails = launchMails(deps);

  return {
    /** Reads what the notices compare against, before a change (the order's row is locked). */
    async snapshot(tx: Queryable, orderId: string): Promise<LaunchSnapshot> {
      // One after another: the statements share the transaction's connection.
      const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
      const documents = await fulfilmentRepo.listDocuments(orderId, tx);
      const order = await ordersRepo.findById(orderId, tx);
      return { milestones, documents, expectedLaunchDate: order?.expectedLaunchDate ?? null };
    },

    documentsNeeded: (tx: Queryable, orderId: string) => tellDocumentsNeeded(deps, mails, tx, orderId),

    /** Tells the customer what a change of their launch did, comparing it with `before`. */
    async afterChange(
      tx: Queryable,
      orderId: string,
      before: LaunchSnapshot,
      change: LaunchChange,
    ): Promise<void> {
      const order = await orderToTell(deps, tx, orderId);
      if (!order) return;
      if (change.completed) {
        await tellCompleted(deps, mails, tx, order);
        return;
      }

      const dateChange = dateChangeOf(before.expectedLaunchDate, change.track);
      const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
      const wasBefore = new Map(before.milestones.map((m) => [m.id, m]));
      const announced = await tellActionNeeded(deps, mails, tx, { order, milestones, wasBefore, dateChange });
      const moved = milestones.some((m) => wasBefore.get(m.id)?.status !== m.status);
      // A progress mail waiting tells the date with the milestones.
      const waiting = await progress.afterChange(tx, orderId, {
        // As the customer now knows them: the ones just mailed are told.
        milestones: milestones.map((m) => (announced.has(m.id) ? { ...m, announcedStatus: m.status } : m)),
        moved,
        launchDateBefore: before.expectedLaunchDate,
      });
      const rejected = await tellRejected(deps, mails, tx, { order, before, dateChange });
      const told = announced.size > 0 || waiting || rejected;
      if (!told && dateChange && change.dateEventId && change.track) {
        await mails.dateMoved(tx, { order, dateChange, track: change.track, eventId: change.dateEventId });
      }
    },
  };
}

export type LaunchNotices = ReturnType<typeof createLaunchNotices>;
