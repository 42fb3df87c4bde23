import {
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

/**
 * The team's move on a milestone, checked before it is made:
 * - only the customer finishes their own sign-off, on their order page;
 * - finishing a milestone while earlier ones are still open is refused with the list of them (409)
 *   until the admin confirms it (`confirmOutOfOrder`): the plan's order is the order of the work,
 *   and a misclick would tell the customer of a step that was not done.
 */
export function checkTeamMove(
  milestones: readonly RuledMilestone[],
  current: RuledMilestone,
  move: { status: MilestoneStatus; confirmOutOfOrder?: boolean | undefined },
): void {
  if (move.status !== 'done' || current.status === 'done') return;
  if (isCustomerSignOff(current)) {
    throw new AppError(
      'forbidden',
      'Only the customer signs this off, with “Approve and sign off” on their order page',
    );
  }
  if (move.confirmOutOfOrder) return;
  const open = milestones.filter((m) => m.position < current.position && m.status !== 'done');
  if (open.length === 0) return;
  const count = open.length === 1 ? '1 earlier milestone is' : `${open.length} earlier milestones are`;
  throw new AppError(
    'conflict',
    `${count} not done yet: ${open.map((m) => m.title).join('; ')}. Finish this one anyway?`,
    open.map((m) => ({ path: OUT_OF_ORDER_CONFIRMATION, message: m.title })),
  );
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
