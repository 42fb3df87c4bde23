import { deliverableKindLabels, type OrderDeliverable } from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useWithdrawDeliverableMutation } from '../api/launch.ts';

/** Withdraws a deliverable handed over by mistake, after asking why (the reason is logged). */
export function WithdrawDeliverableButton({
  orderId,
  deliverable,
}: {
  orderId: string;
  deliverable: OrderDeliverable;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const withdraw = useWithdrawDeliverableMutation(orderId);
  const label = `${deliverableKindLabels[deliverable.kind]}: ${deliverable.fileName}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Say why the deliverable is withdrawn');
      return;
    }
    try {
      await withdraw.mutateAsync({ deliverableId: deliverable.id, reason: reason.trim() });
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The deliverable could not be withdrawn');
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Withdraw ${label}`}>
        Withdraw…
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle>Withdraw this deliverable?</DialogTitle>
          <DialogDescription>
            {label} is deleted: the customer no longer sees or downloads it. The withdrawal and its reason
            stay on the order's timeline. To replace it, hand over the right file afterwards.
          </DialogDescription>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <Field label="Why it is withdrawn" error={error}>
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
            <FormActions
              busy={withdraw.isPending}
              submitLabel="Withdraw"
              busyLabel="Withdrawing…"
              onCancel={() => setOpen(false)}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
