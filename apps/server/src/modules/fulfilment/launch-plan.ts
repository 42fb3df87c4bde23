import { addDays, fulfilmentPlanFor, indiaDate } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { LaunchPlan } from '../orders/index.ts';
import type { LaunchChanges, LaunchDeps } from './launch-changes.ts';
import { toOrderDeliverable, toOrderDocument, toOrderMilestone } from './launch-views.ts';

// A launch's plan: created from its package when the order is paid, read by the order page, and
// what is still open on it.

export function createLaunchPlan(
  { fulfilmentRepo, filesRepo, ordersRepo, notices }: LaunchDeps,
  { recompute }: Pick<LaunchChanges, 'recompute'>,
) {
  return {
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
      const { milestones, documents } = planRows(orderId, order.packageId, paidAt);
      await fulfilmentRepo.insertPlan(tx, milestones, documents);
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
  };
}

/** The rows of a new launch's plan: its package's milestones, each dated from the payment, and documents. */
function planRows(orderId: string, packageId: string, paidAt: Date) {
  const paidOn = indiaDate(paidAt);
  const plan = fulfilmentPlanFor(packageId);
  let day = paidOn;
  const milestones = plan.milestones.map((m, position) => {
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
  });
  const documents = plan.documents.map((d, position) => ({
    orderId,
    position,
    kind: d.kind,
    title: d.title,
    owedSince: paidOn,
  }));
  return { milestones, documents };
}
