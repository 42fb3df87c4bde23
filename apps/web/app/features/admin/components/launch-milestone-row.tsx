import {
  formatCalendarDate,
  isCustomerSignOff,
  milestoneStatusLabels,
  type OrderMilestone,
  OUT_OF_ORDER_CONFIRMATION,
  type UpdateMilestoneRequest,
} from '@launchpad/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmAlert } from '../../../components/ui/confirm-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { confirmationAsked, useUpdateMilestoneMutation } from '../api/launch.ts';

/** Asks before a milestone is finished while earlier ones are open, naming them. */
function OutOfOrderWarning({
  title,
  open,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  open: string[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmAlert
      data-testid="out-of-order-warning"
      confirmLabel="Finish anyway"
      busy={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="font-medium">
        {open.length === 1 ? 'An earlier milestone is' : `${open.length} earlier milestones are`} not done
        yet:
      </p>
      <ul className="my-1 list-disc pl-5">
        {open.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
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
 * needed) or reopen it with a note. Finishing it before earlier ones asks first; the customer's
 * sign-off is asked for here and given by the customer only.
 */
export function MilestoneRow({ orderId, milestone }: { orderId: string; milestone: OrderMilestone }) {
  const noteId = useId();
  const noteHintId = useId();
  const [note, setNote] = useState('');
  const [noteNeeded, setNoteNeeded] = useState(false);
  const [openBefore, setOpenBefore] = useState<string[]>([]);
  const update = useUpdateMilestoneMutation(orderId);
  const signOff = isCustomerSignOff(milestone);

  const move = (change: Omit<UpdateMilestoneRequest, 'note'>) => {
    if (change.blockedOnCustomer && note.trim() === '') {
      setNoteNeeded(true);
      return;
    }
    setNoteNeeded(false);
    update.mutate(
      { milestoneId: milestone.id, note: note || undefined, ...change },
      {
        onSuccess: () => {
          setNote('');
          setOpenBefore([]);
        },
        onError: (error) => setOpenBefore(confirmationAsked(error, OUT_OF_ORDER_CONFIRMATION)),
      },
    );
  };
  const { status } = milestone;
  const busy = update.isPending;
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
      <label htmlFor={noteId} className="sr-only">
        Note on {milestone.title}
      </label>
      <Input
        id={noteId}
        value={note}
        maxLength={1000}
        placeholder="Note for the customer (optional)"
        aria-invalid={noteNeeded || undefined}
        aria-describedby={noteNeeded ? noteHintId : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {noteNeeded ? (
        <p id={noteHintId} className="text-sm text-red-700">
          Say in the note what you need from the customer: they are mailed it at once.
        </p>
      ) : null}
      {openBefore.length > 0 ? (
        <OutOfOrderWarning
          title={milestone.title}
          open={openBefore}
          pending={busy}
          onConfirm={() => move({ status: 'done', confirmOutOfOrder: true })}
          onCancel={() => setOpenBefore([])}
        />
      ) : null}
      {signOff && status !== 'done' ? (
        <p className="text-xs text-slate-600">The customer signs this off on their order page.</p>
      ) : null}
      {/* While the warning asks, its own buttons are the way on. */}
      <div className={openBefore.length > 0 ? 'hidden' : 'flex flex-wrap gap-2'}>
        {status !== 'in-progress' && status !== 'done' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => move({ status: 'in-progress' })}>
            {signOff ? 'Ask for sign-off' : 'Start'}
          </Button>
        ) : null}
        {status !== 'done' && !signOff ? (
          <Button size="sm" disabled={busy} onClick={() => move({ status: 'done' })}>
            Finish
          </Button>
        ) : null}
        {status !== 'blocked' && status !== 'done' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => move({ status: 'blocked' })}>
            Block
          </Button>
        ) : null}
        {status !== 'done' && !milestone.blockedOnCustomer ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => move({ status: 'blocked', blockedOnCustomer: true })}
          >
            Needs the customer
          </Button>
        ) : null}
        {status === 'done' || status === 'blocked' ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => move({ status: 'in-progress' })}>
            Reopen
          </Button>
        ) : null}
      </div>
    </li>
  );
}
