import { isCustomerSignOff, type OrderMilestone, type UpdateMilestoneRequest } from '@launchpad/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** The note that goes with a move; blocking on the customer says it is needed. */
export function MilestoneNote({
  title,
  note,
  onChange,
  noteNeeded,
}: {
  title: string;
  note: string;
  onChange: (note: string) => void;
  noteNeeded: boolean;
}) {
  const noteId = useId();
  const noteHintId = useId();
  return (
    <>
      <label htmlFor={noteId} className="sr-only">
        Note on {title}
      </label>
      <Input
        id={noteId}
        value={note}
        maxLength={1000}
        placeholder="Note for the customer (optional)"
        aria-invalid={noteNeeded || undefined}
        aria-describedby={noteNeeded ? noteHintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {noteNeeded ? (
        <p id={noteHintId} className="text-sm text-red-700">
          Say in the note what you need from the customer: they are mailed it at once.
        </p>
      ) : null}
    </>
  );
}

/** The moves a milestone's status allows: start (or ask for sign-off), finish, block, reopen. */
export function MilestoneActions({
  milestone,
  hidden,
  busy,
  move,
}: {
  milestone: OrderMilestone;
  hidden: boolean;
  busy: boolean;
  move: (change: Omit<UpdateMilestoneRequest, 'note'>) => void;
}) {
  const { status } = milestone;
  const signOff = isCustomerSignOff(milestone);
  return (
    <div className={hidden ? 'hidden' : 'flex flex-wrap gap-2'}>
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
  );
}
