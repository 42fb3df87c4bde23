import {
  formatCalendarDate,
  isCustomerSignOff,
  milestoneStatusLabels,
  type OrderMilestone,
} from '@launchpad/shared';
import { ConfirmAlert } from '../../../components/ui/confirm-alert.tsx';
import { useAllows } from '../../../lib/staff-access.tsx';
import { MilestoneActions, MilestoneNote } from './milestone-fields.tsx';
import { type FinishQuestions, useMilestoneUpdate } from './use-milestone-update.ts';

/**
 * Asks before a milestone is finished while earlier ones are open, or the documents step while
 * documents are not accepted, naming them.
 */
function FinishWarning({
  title,
  questions,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  questions: FinishQuestions;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { openBefore, documents } = questions;
  return (
    <ConfirmAlert
      data-testid="out-of-order-warning"
      confirmLabel="Finish anyway"
      busy={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {openBefore.length > 0 ? (
        <>
          <p className="font-medium">
            {openBefore.length === 1
              ? 'An earlier milestone is'
              : `${openBefore.length} earlier milestones are`}{' '}
            not done yet:
          </p>
          <ul className="my-1 list-disc pl-5">
            {openBefore.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {documents.length > 0 ? (
        <>
          <p className="font-medium">
            {documents.length === 1 ? 'A document is' : `${documents.length} documents are`} not accepted yet:
          </p>
          <ul className="my-1 list-disc pl-5">
            {documents.map((name, i) => (
              // Two copies of one kind may read the same.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while it is shown
              <li key={i}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>Finish “{title}” anyway? The customer is told in the next progress mail.</p>
    </ConfirmAlert>
  );
}

function statusText(milestone: OrderMilestone): string {
  if (milestone.blockedOnCustomer) return 'Waiting on the customer';
  if (isCustomerSignOff(milestone) && milestone.status === 'in-progress') return 'Waiting for the sign-off';
  return milestoneStatusLabels[milestone.status];
}

/**
 * One milestone of the team's launch panel: start, finish, block (on the customer, saying what is
 * needed) or reopen it with a note. Finishing it before earlier ones, or the documents step before
 * every document is accepted, asks first; the customer's
 * sign-off is asked for here and given by the customer only.
 */
export function MilestoneRow({ orderId, milestone }: { orderId: string; milestone: OrderMilestone }) {
  const update = useMilestoneUpdate(orderId, milestone);
  const mayManage = useAllows('launches.manage');
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="admin-milestone">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-900">{milestone.title}</span>
        <span className="text-xs text-slate-600">
          {statusText(milestone)} · by {formatCalendarDate(milestone.plannedFor)}
        </span>
      </div>
      {milestone.blockedOnCustomer && milestone.note ? (
        <p className="text-sm text-slate-700">Asked of the customer: {milestone.note}</p>
      ) : null}
      {mayManage ? (
        <MilestoneNote
          title={milestone.title}
          note={update.note}
          onChange={update.setNote}
          noteNeeded={update.noteNeeded}
        />
      ) : null}
      {update.asking ? (
        <FinishWarning
          title={milestone.title}
          questions={update.questions}
          pending={update.busy}
          onConfirm={update.finishAnyway}
          onCancel={update.dismissQuestions}
        />
      ) : null}
      {isCustomerSignOff(milestone) && milestone.status !== 'done' ? (
        <p className="text-xs text-slate-600">The customer signs this off on their order page.</p>
      ) : null}
      {/* While the warning asks, its own buttons are the way on. */}
      {mayManage ? (
        <MilestoneActions
          milestone={milestone}
          hidden={update.asking}
          busy={update.busy}
          move={update.move}
        />
      ) : null}
    </li>
  );
}
