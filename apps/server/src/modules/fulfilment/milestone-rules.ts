import {
  DOCUMENTS_MILESTONE_KEY,
  DOCUMENTS_OUTSTANDING_CONFIRMATION,
  type DocumentStatus,
  isCustomerSignOff,
  type MilestoneStatus,
  NOT_STARTED_CONFIRMATION,
  OUT_OF_ORDER_CONFIRMATION,
} from '@launchpad/shared';
import { AppError } from '../../lib/app-error.ts';

/** What the rules read of a milestone. */
export interface RuledMilestone {
  key: string;
  title: string;
  position: number;
  status: MilestoneStatus;
}

/** What the rules read of a document of the checklist. */
export interface RuledDocument {
  title: string;
  status: DocumentStatus;
}

/** How the team reads a document that is not accepted yet. */
const outstandingLabels: Record<Exclude<DocumentStatus, 'accepted'>, string> = {
  required: 'not sent',
  uploaded: 'not checked',
  rejected: 'rejected',
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/**
 * The team's move on a milestone, checked before it is made:
 * - only the customer finishes their own sign-off, on their order page;
 * - finishing a milestone while earlier ones are still open is refused with the list of them (409)
 *   until the admin confirms it (`confirmOutOfOrder`): the plan's order is the order of the work,
 *   and a misclick would tell the customer of a step that was not done;
 * - finishing the documents step while a document is not accepted (missing, rejected or not checked)
 *   is refused with the list of them (409) until the admin confirms it (`confirmDocumentsOutstanding`).
 * Both questions are asked in one answer, so that one confirmation answers them.
 */
export function checkTeamMove(
  milestones: readonly RuledMilestone[],
  current: RuledMilestone,
  move: {
    status: MilestoneStatus;
    confirmOutOfOrder?: boolean | undefined;
    confirmDocumentsOutstanding?: boolean | undefined;
  },
  documents: readonly RuledDocument[] = [],
): void {
  if (move.status !== 'done' || current.status === 'done') return;
  if (isCustomerSignOff(current)) {
    throw new AppError(
      'forbidden',
      'Only the customer signs this off, with “Approve and sign off” on their order page',
    );
  }
  const sentences: string[] = [];
  const details: { path: string; message: string }[] = [];
  const open = move.confirmOutOfOrder
    ? []
    : milestones.filter((m) => m.position < current.position && m.status !== 'done');
  if (open.length > 0) {
    const count = plural(open.length, '1 earlier milestone is', 'earlier milestones are');
    sentences.push(`${count} not done yet: ${open.map((m) => m.title).join('; ')}.`);
    details.push(...open.map((m) => ({ path: OUT_OF_ORDER_CONFIRMATION, message: m.title })));
  }
  const outstanding =
    current.key !== DOCUMENTS_MILESTONE_KEY || move.confirmDocumentsOutstanding
      ? []
      : documents.flatMap((d) =>
          d.status === 'accepted' ? [] : [`${d.title} (${outstandingLabels[d.status]})`],
        );
  if (outstanding.length > 0) {
    const count = plural(outstanding.length, '1 document is', 'documents are');
    sentences.push(`${count} not accepted yet: ${outstanding.join('; ')}.`);
    details.push(...outstanding.map((message) => ({ path: DOCUMENTS_OUTSTANDING_CONFIRMATION, message })));
  }
  if (details.length === 0) return;
  throw new AppError('conflict', `${sentences.join(' ')} Finish this one anyway?`, details);
}

/**
 * Handing over a deliverable whose milestone has not started is probably a mistake (the wrong kind,
 * the wrong order): refused with a 409 until the admin confirms it (`confirmNotStarted`).
 */
export function checkDeliverableMilestone(milestone: RuledMilestone | undefined, confirmed: boolean): void {
  if (milestone?.status !== 'pending' || confirmed) return;
  throw new AppError(
    'conflict',
    `“${milestone.title}” has not started yet. Hand this deliverable over anyway?`,
    [{ path: NOT_STARTED_CONFIRMATION, message: milestone.title }],
  );
}
