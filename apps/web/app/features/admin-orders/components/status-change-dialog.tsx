import { orderStatusLabel } from '@launchpad/shared';
import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { StatusChangeFields } from './status-change-fields.tsx';
import { type PendingStatusChange, useStatusChange } from './use-status-change.ts';

/**
 * Asks before a paid order's status changes. Cancelling it says what happens to the money: a refund
 * of all that is left, or the payment kept with a reason the customer reads in their mail.
 * Completing an order whose launch is open shows what is open and asks again.
 */
export function StatusChangeDialog({
  change,
  onClose,
  returnFocusTo,
}: {
  change: PendingStatusChange | null;
  onClose: () => void;
  /** The status control: the dialog opens from its menu, which is gone by the time it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        {change ? (
          <StatusChangeForm key={`${change.orderId}:${change.to}`} change={change} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function StatusChangeForm({ change, onDone }: { change: PendingStatusChange; onDone: () => void }) {
  const form = useStatusChange(change, onDone);
  const to = orderStatusLabel(change.to);
  return (
    <>
      <DialogTitle>{form.cancelling ? 'Cancel this paid order?' : `Mark this paid order ${to}?`}</DialogTitle>
      <DialogDescription>
        {change.orderLabel} goes from {orderStatusLabel(change.from)} to {to}. The customer is mailed.
      </DialogDescription>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <StatusChangeFields form={form} paidOffline={change.paidOffline === true} />
        <FormActions
          busy={form.pending}
          submitLabel={form.submitLabel}
          busyLabel="Saving…"
          onCancel={onDone}
          cancelLabel={form.cancelling ? 'Keep order' : 'Cancel'}
        />
      </form>
    </>
  );
}
