import {
  formatCalendarDate,
  formatDate,
  isOrderInWork,
  type MilestoneStatus,
  milestoneStatusLabels,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderMilestoneRow, OrderRow } from '../../db/schema.ts';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { UserReads } from '../auth/index.ts';
import { defineNotice, type MailOutbox, type ProgressItem } from '../mail/index.ts';
import type { OrderReads } from '../orders/index.ts';
import type { FulfilmentRepository } from './fulfilment.repository.ts';
import type { ProgressMailsRepository } from './progress-mails.repository.ts';

interface Deps {
  db: Db;
  repo: ProgressMailsRepository;
  fulfilmentRepo: Pick<FulfilmentRepository, 'listMilestones'>;
  ordersRepo: Pick<OrderReads, 'lockById'>;
  usersRepo: Pick<UserReads, 'findById'>;
  mail: MailOutbox;
  /** How long a launch stays still before its progress mail leaves (MILESTONE_MAIL_QUIET_MINUTES). */
  quietMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** How a milestone that moved reads in the mail: where it stands now, against what was last told. */
function progressItem(milestone: OrderMilestoneRow): ProgressItem {
  const done = milestone.status === 'done';
  const reopened = milestone.announcedStatus === 'done' && !done;
  const labels: Record<MilestoneStatus, string> = {
    ...milestoneStatusLabels,
    done: milestone.completedAt ? `Done on ${formatDate(milestone.completedAt)}` : 'Done',
  };
  return {
    title: milestone.title,
    state: reopened ? `Reopened (${labels[milestone.status].toLowerCase()})` : labels[milestone.status],
    done,
    note: milestone.note,
  };
}

interface Progress {
  order: OrderRow;
  milestones: OrderMilestoneRow[];
  /** The milestones whose status differs from what the customer was last told. */
  moved: OrderMilestoneRow[];
  /** The waiting period's start, and the expected date when it started. */
  waitingSince: Date;
  launchDateBefore: string | null;
}

const progressMail = defineNotice<Progress>()({
  template: 'launch-progress',
  about:
    'Progress: every milestone whose status differs from what the customer was last told, with notes, the next step and the date if it moved; once the launch has been still for `MILESTONE_MAIL_QUIET_MINUTES`',
  once: 'order and waiting period',
  to: 'account',
  account: ({ order }) => order.userId,
  key: ({ order, waitingSince }) => `launch-progress:${order.id}:${waitingSince.getTime()}`,
  data: ({ order, milestones, moved, launchDateBefore: before }, customer) => {
    const current = order.expectedLaunchDate;
    return {
      name: customer.name,
      packageName: order.packageName,
      orderId: order.id,
      items: moved.map(progressItem),
      nextMilestone: milestones.find((m) => m.status !== 'done')?.title ?? null,
      expectedLaunchDate: current ? formatCalendarDate(current) : null,
      dateChange:
        before && current && before !== current
          ? { from: formatCalendarDate(before), to: formatCalendarDate(current), later: current > before }
          : null,
    };
  },
});

/** Drops the order's waiting progress mail and records the customer as told of every milestone. */
async function cancelProgressMail(
  { repo }: Pick<Deps, 'repo'>,
  tx: Queryable,
  orderId: string,
): Promise<void> {
  await repo.cancel(tx, orderId);
  await repo.markAllAnnounced(tx, orderId);
}

/** What sending one order's progress mail needs. */
type SendDeps = Pick<Deps, 'db' | 'repo' | 'fulfilmentRepo' | 'ordersRepo' | 'usersRepo' | 'mail'>;

/**
 * Claims the order's progress mail if it is due at `at` and queues it, telling every milestone that
 * moved since the customer was last told. Returns whether a mail was queued.
 */
async function sendFor(deps: SendDeps, orderId: string, at: Date): Promise<boolean> {
  const { db, repo, fulfilmentRepo, ordersRepo, usersRepo, mail } = deps;
  return db.transaction(async (tx) => {
    // The order's lock first, as every change of a launch takes it: no deadlock with a change.
    const order = await ordersRepo.lockById(tx, orderId);
    const due = order ? await repo.claimDue(tx, orderId, at) : undefined;
    if (!order || !due) return false;
    const milestones = await fulfilmentRepo.listMilestones(orderId, tx);
    const moved = milestones.filter((m) => m.status !== m.announcedStatus);
    await cancelProgressMail(deps, tx, orderId);
    // A cancelled or completed launch has had its own mail.
    if (!isOrderInWork(order.status) || moved.length === 0) return false;
    return mail.hook(progressMail, usersRepo)(tx, {
      order,
      milestones,
      moved,
      waitingSince: due.createdAt,
      launchDateBefore: due.launchDateBefore,
    });
  });
}

/**
 * The gathered progress mails of launches (decision 025): a milestone that moves does not mail the
 * customer; it sets the order's progress mail due once the launch has been still for the quiet
 * period, and that one mail tells every milestone whose status differs from what the customer was
 * last told. A milestone finished and reopened within the period is not told at all.
 */
export function createProgressMails({
  db,
  repo,
  fulfilmentRepo,
  ordersRepo,
  usersRepo,
  mail,
  quietMs,
  log,
  now = Date.now,
}: Deps) {
  return {
    /**
     * Called in the transaction of a change of the launch, after it, with its milestones as they
     * now are: when milestones moved, the progress mail is due a quiet period from now; when none
     * differs any more from what the customer was told, there is nothing to send. Returns whether a
     * progress mail is waiting.
     */
    async afterChange(
      tx: Queryable,
      orderId: string,
      change: {
        milestones: readonly Pick<OrderMilestoneRow, 'status' | 'announcedStatus'>[];
        moved: boolean;
        launchDateBefore: string | null;
      },
    ): Promise<boolean> {
      if (!change.milestones.some((m) => m.status !== m.announcedStatus)) {
        await repo.cancel(tx, orderId);
        return false;
      }
      if (change.moved) {
        await repo.schedule(tx, orderId, new Date(now() + quietMs), change.launchDateBefore);
      }
      return true;
    },

    /** The launch is told by a mail of its own (completed): no progress mail follows. */
    cancel: (tx: Queryable, orderId: string): Promise<void> => cancelProgressMail({ repo }, tx, orderId),

    markAnnounced: repo.markAnnounced,

    /** Queues the progress mails due at `at` in the outbox; returns how many orders were looked at. */
    async sendDue(at = new Date(now()), limit = 50): Promise<number> {
      const due = await repo.listDue(at, limit);
      for (const orderId of due) {
        try {
          await sendFor({ db, repo, fulfilmentRepo, ordersRepo, usersRepo, mail }, orderId, at);
        } catch (error) {
          log.warn({ err: error, orderId }, 'launch progress mail failed');
        }
      }
      return due.length;
    },
  };
}

export type ProgressMails = ReturnType<typeof createProgressMails>;

/** Queues due progress mails in the background of every instance; the order's lock keeps them apart. */
export function startProgressMailer(progress: ProgressMails, log: FastifyBaseLogger, intervalMs = 30_000) {
  return startBackgroundLoop({
    name: 'launch_progress_mailer',
    async pass(stopped) {
      // A bounded number of full batches per pass, so an order that keeps failing cannot spin it.
      for (
        let batch = 0;
        batch < 20 && !stopped() && (await progress.sendDue(undefined, 50)) === 50;
        batch++
      ) {}
    },
    intervalMs,
    log,
    failureMessage: 'launch progress mail pass failed',
  });
}
