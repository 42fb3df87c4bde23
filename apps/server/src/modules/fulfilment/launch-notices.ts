import {
  type DeliverableKind,
  deliverableKindLabels,
  formatCalendarDate,
  formatDateTime,
  isBlockedOnCustomer,
  isCustomerSignOff,
  type LaunchTrack,
  trackStateLabel,
} from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderMilestoneRow } from '../../db/schema.ts';
import type { UsersRepository } from '../auth/index.ts';
import type { LaunchDateChange, MailOutbox } from '../mail/index.ts';
import type { OrdersRepository } from '../orders/index.ts';
import type { DocumentWithFile, FulfilmentRepository } from './fulfilment.repository.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';
import type { ProgressMails } from './progress-mails.ts';

interface Deps {
  mail: MailOutbox;
  progress: Pick<ProgressMails, 'afterChange' | 'cancel' | 'markAnnounced'>;
  usersRepo: Pick<UsersRepository, 'findById'>;
  ordersRepo: Pick<OrdersRepository, 'findById'>;
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

/** The order and its customer's mailbox, when the customer can be mailed. */
async function recipientOf(
  { mail, usersRepo, ordersRepo }: Pick<Deps, 'mail' | 'usersRepo' | 'ordersRepo'>,
  tx: Queryable,
  orderId: string,
) {
  const order = await ordersRepo.findById(orderId, tx);
  const mailbox = order ? await mail.toCustomer(tx, usersRepo, order.userId) : undefined;
  return order && mailbox ? { order, ...mailbox } : undefined;
}

/** How the expected date moved, when it did and the launch is not done. */
function dateChangeOf(before: string | null, track: LaunchTrack | undefined): LaunchDateChange | null {
  if (!before || !track || track.done || before === track.expectedLaunchDate) return null;
  return {
    from: formatCalendarDate(before),
    to: formatCalendarDate(track.expectedLaunchDate),
    later: track.expectedLaunchDate > before,
  };
}

type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

/** What every launch mail says of its order. */
interface Common {
  name: string;
  packageName: string;
  orderId: string;
}

/** The launch's completion, with its deliverables; it replaces any progress mail waiting. */
async function tellCompleted(
  { progress, filesRepo }: Pick<Deps, 'progress' | 'filesRepo'>,
  tx: Queryable,
  to: Recipient,
  common: Common,
): Promise<void> {
  await progress.cancel(tx, common.orderId);
  const deliverables = await filesRepo.listDeliverables(common.orderId, tx);
  await to.send({
    key: `launch-completed:${common.orderId}`,
    template: 'launch-completed',
    data: {
      ...common,
      completedAt: formatDateTime(to.order.updatedAt),
      deliverables: deliverables.map(
        (file) => `${deliverableKindLabels[file.kind as DeliverableKind] ?? file.kind}: ${file.fileName}`,
      ),
    },
  });
}

/** A step that now needs the customer: a block on them, or their sign-off asked for. Answers the milestones told. */
async function tellActionNeeded(
  { progress }: Pick<Deps, 'progress'>,
  tx: Queryable,
  to: Recipient,
  {
    milestones,
    wasBefore,
    common,
    dateChange,
  }: {
    milestones: OrderMilestoneRow[];
    wasBefore: Map<string, OrderMilestoneRow>;
    common: Common;
    dateChange: LaunchDateChange | null;
  },
): Promise<Set<string>> {
  const announced = new Set<string>();
  for (const milestone of milestones) {
    const previous = wasBefore.get(milestone.id);
    if (!newlyWaitsOnCustomer(milestone, previous)) continue;
    await to.send({
      key: `launch-action-needed:${milestone.id}:${milestone.updatedAt.getTime()}`,
      template: 'launch-action-needed',
      data: {
        ...common,
        milestone: milestone.title,
        // A block on the customer always carries a note saying what is needed (the contract).
        needed: milestone.blockedOnCustomer
          ? (milestone.note ?? 'Open your order to see what we need.')
          : 'Review the finished work and approve it with “Approve and sign off” on your order page.',
        signOff: !milestone.blockedOnCustomer,
        dateChange,
      },
    });
    await progress.markAnnounced(tx, milestone.id, milestone.status);
    announced.add(milestone.id);
  }
  return announced;
}

/** Documents rejected by this change, each with the team's reason. Answers whether any was told. */
async function tellRejected(
  { fulfilmentRepo }: Pick<Deps, 'fulfilmentRepo'>,
  tx: Queryable,
  to: Recipient,
  {
    before,
    common,
    dateChange,
  }: { before: LaunchSnapshot; common: Common; dateChange: LaunchDateChange | null },
): Promise<boolean> {
  let told = false;
  const reviewedBefore = new Map(before.documents.map((d) => [d.id, d.reviewedAt?.getTime() ?? null]));
  for (const document of await fulfilmentRepo.listDocuments(common.orderId, tx)) {
    const reviewedAt = document.reviewedAt?.getTime() ?? null;
    if (document.status !== 'rejected' || reviewedAt === null) continue;
    if (reviewedBefore.get(document.id) === reviewedAt) continue;
    await to.send({
      key: `launch-document-rejected:${document.id}:${reviewedAt}`,
      template: 'launch-document-rejected',
      data: {
        ...common,
        document: document.title,
        reason: document.reason ?? 'It could not be read.',
        dateChange,
      },
    });
    told = true;
  }
  return told;
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
  const recipient = (tx: Queryable, orderId: string) => recipientOf(deps, tx, orderId);

  return {
    /** Reads what the notices compare against, before a change (the order's row is locked). */
    async snapshot(tx: Queryable, orderId: string): Promise<LaunchSnapshot> {
      // One after another: the statements share the transaction's connection.
      const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
      const documents = await fulfilmentRepo.listDocuments(orderId, tx);
      const order = await ordersRepo.findById(orderId, tx);
      return { milestones, documents, expectedLaunchDate: order?.expectedLaunchDate ?? null };
    },

    /** The checklist of a launch just created, sent once per order. */
    async documentsNeeded(tx: Queryable, orderId: string): Promise<void> {
      const to = await recipient(tx, orderId);
      if (!to) return;
      const documents = await fulfilmentRepo.listDocuments(orderId, tx);
      const needed = documents.filter((d) => d.status === 'required' || d.status === 'rejected');
      if (needed.length === 0) return;
      await to.send({
        key: `launch-documents-needed:${orderId}`,
        template: 'launch-documents-needed',
        data: {
          name: to.customer.name,
          packageName: to.order.packageName,
          orderId,
          documents: needed.map((d) => d.title),
          expectedLaunchDate: to.order.expectedLaunchDate
            ? formatCalendarDate(to.order.expectedLaunchDate)
            : null,
        },
      });
    },

    /** Tells the customer what a change of their launch did, comparing it with `before`. */
    async afterChange(
      tx: Queryable,
      orderId: string,
      before: LaunchSnapshot,
      change: LaunchChange,
    ): Promise<void> {
      const to = await recipient(tx, orderId);
      if (!to) return;
      const { order, customer } = to;
      const common = { name: customer.name, packageName: order.packageName, orderId };

      if (change.completed) {
        await tellCompleted(deps, tx, to, common);
        return;
      }

      const dateChange = dateChangeOf(before.expectedLaunchDate, change.track);
      const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
      const wasBefore = new Map(before.milestones.map((m) => [m.id, m]));
      const announced = await tellActionNeeded(deps, tx, to, { milestones, wasBefore, common, dateChange });
      let told = announced.size > 0;
      const moved = milestones.some((m) => wasBefore.get(m.id)?.status !== m.status);
      const waiting = await progress.afterChange(tx, orderId, {
        // As the customer now knows them: the ones just mailed are told.
        milestones: milestones.map((m) => (announced.has(m.id) ? { ...m, announcedStatus: m.status } : m)),
        moved,
        launchDateBefore: before.expectedLaunchDate,
      });
      if (waiting) {
        // The progress mail tells the date with the milestones.
        told = true;
      }

      if (await tellRejected(deps, tx, to, { before, common, dateChange })) told = true;

      if (!told && dateChange && change.dateEventId && change.track) {
        await to.send({
          key: `launch-date-moved:${change.dateEventId}`,
          template: 'launch-date-moved',
          data: { ...common, dateChange, state: trackStateLabel(change.track) },
        });
      }
    },
  };
}

export type LaunchNotices = ReturnType<typeof createLaunchNotices>;
