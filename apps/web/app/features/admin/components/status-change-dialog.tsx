import {
  isOrderCancelled,
  OPEN_WORK_CONFIRMATION,
  type OrderStatus,
  orderStatusLabel,
  type PaidCancellationChoice,
} from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateOrderStatusMutation } from '../api/update-order-status.ts';

export interface PendingStatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Names the order in the question, e.g. "Growth Package LP-7K3Q-9XMD for Meera Iyer". */
  orderLabel: string;
}

/**
 * Asks before a paid order's status changes. Cancelling it says what happens to the money: a refund
 * of all that is left, or the payment kept with a reason the customer reads in their mail.
 * Completing an order whose launch is open shows what is open and asks again.
 */
export function StatusChangeDialog({
  change,
  onClose,
}: {
  change: PendingStatusChange | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        {change ? (
          <StatusChangeForm key={`${change.orderId}:${change.to}`} change={change} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function StatusChangeForm({ change, onDone }: { change: PendingStatusChange; onDone: () => void }) {
  const updateStatus = useUpdateOrderStatusMutation({ toastErrors: false });
  const cancelling = isOrderCancelled(change.to);
  const [money, setMoney] = useState<PaidCancellationChoice>('refund');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [openWork, setOpenWork] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (cancelling && money === 'keep' && reason.trim() === '') {
      setReasonError('Say why the payment is kept');
      return;
    }
    setReasonError(undefined);
    try {
      await updateStatus.mutateAsync({
        orderId: change.orderId,
        status: change.to,
        reason: reason.trim() || undefined,
        ...(cancelling ? { money } : {}),
        ...(openWork ? { confirmOpenWork: true } : {}),
      });
      onDone();
    } catch (error) {
      const open = isApiError(error)
        ? error.details.find((d) => d.path === OPEN_WORK_CONFIRMATION)
        : undefined;
      if (open) setOpenWork(open.message);
      else setFailure(error instanceof Error ? error.message : 'The status could not be changed');
    }
  };

  const to = orderStatusLabel(change.to);
  return (
    <>
      <DialogTitle>{cancelling ? 'Cancel this paid order?' : `Mark this paid order ${to}?`}</DialogTitle>
      <DialogDescription>
        {change.orderLabel} goes from {orderStatusLabel(change.from)} to {to}. The customer is mailed.
      </DialogDescription>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {cancelling ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">What happens to the money</legend>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="money"
                value="refund"
                checked={money === 'refund'}
                onChange={() => setMoney('refund')}
                className="mt-1"
              />
              <span>Refund all that is left to the customer's payment method (5-7 working days)</span>
            </label>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="money"
                value="keep"
                checked={money === 'keep'}
                onChange={() => setMoney('keep')}
                className="mt-1"
              />
              <span>Keep the payment (say why: the customer reads it)</span>
            </label>
          </fieldset>
        ) : null}
        <Field
          label={
            cancelling && money === 'keep' ? 'Why the payment is kept' : 'Note for the customer (optional)'
          }
          error={reasonError}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {openWork ? <Alert variant="error">{openWork}. Complete the order anyway?</Alert> : null}
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <FormActions
          busy={updateStatus.isPending}
          submitLabel={
            openWork
              ? 'Complete anyway'
              : cancelling
                ? money === 'refund'
                  ? 'Cancel and refund'
                  : 'Cancel and keep the payment'
                : `Mark ${to}`
          }
          busyLabel="Saving…"
          onCancel={onDone}
        />
      </form>
    </>
  );
}
