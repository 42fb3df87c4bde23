import {
  type AdminOrderDetail,
  type CreateRefundRequest,
  createRefundRequestSchema,
  creditNoteAmounts,
  formatInr,
  PARTIAL_REFUND_REQUEST_CHOICE,
} from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useRefundOrderMutation } from '../api/refund-order.ts';
import { RequestChoice } from './refund-request-choice.tsx';

interface RefundForm {
  amount: string;
  reason: string;
  /** With an open cancellation request: whether the refund settles it. */
  cancellationRequest: '' | 'close' | 'keep-open';
}

/** The question asked before a refund goes: "Refund ₹24,999 to Priya Sharma via UPI?" */
export function refundQuestion(order: AdminOrderDetail, amount: number): string {
  const method = order.refundTo?.paymentMethod;
  return `Refund ${formatInr(amount)} to ${order.customer.name}${method ? ` via ${method}` : ''}?`;
}

/** How a refund of `amount` splits into our fee and GST, as its credit note will; null when unknown. */
export function refundSplit(order: AdminOrderDetail, amount: number): string | null {
  const invoice = order.refundTo?.invoice;
  if (!invoice || !Number.isInteger(amount) || amount <= 0 || amount > order.refundableAmount) return null;
  const note = creditNoteAmounts(
    invoice,
    order.refundTo?.credited ?? { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
    amount,
  );
  const taxes =
    note.igst > 0
      ? `IGST ${formatInr(note.igst)}`
      : `CGST ${formatInr(note.cgst)} + SGST ${formatInr(note.sgst)}`;
  return note.cgst + note.sgst + note.igst > 0
    ? `Fee ${formatInr(note.taxableValue)} + GST ${formatInr(note.cgst + note.sgst + note.igst)} (${taxes})`
    : `Fee ${formatInr(note.taxableValue)}; no GST was charged`;
}

/** What the refund does to the customer's open cancellation request. */
function requestOutcome(order: AdminOrderDetail, refund: CreateRefundRequest & { amount: number }): string {
  return refund.amount < order.refundableAmount && refund.cancellationRequest === 'keep-open'
    ? 'The cancellation request stays open.'
    : 'This closes the cancellation request.';
}

/**
 * The refund form: the amount starts empty and is typed, its fee and GST split shown as it is
 * typed; sending asks once more, naming the amount, the customer and the method.
 */
export function RefundDialog({
  order,
  open,
  onClose,
}: {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const refund = useRefundOrderMutation();
  const [confirming, setConfirming] = useState<(CreateRefundRequest & { amount: number }) | null>(null);
  const requestOpen = order.cancellationRequestedAt !== null;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RefundForm>({ defaultValues: { amount: '', reason: '', cancellationRequest: '' } });
  const typed = Number(watch('amount'));
  const split = refundSplit(order, typed);

  const close = () => {
    setConfirming(null);
    onClose();
  };

  const onSubmit = handleSubmit((form) => {
    if (form.amount.trim() === '') {
      setError('amount', { message: 'Enter the amount to refund' });
      return;
    }
    const body: CreateRefundRequest = {
      amount: Number(form.amount),
      reason: form.reason,
      cancellationRequest: requestOpen && form.cancellationRequest ? form.cancellationRequest : undefined,
    };
    const partial = body.amount !== undefined && body.amount < order.refundableAmount;
    if (requestOpen && partial && !body.cancellationRequest) {
      setError('cancellationRequest', { message: PARTIAL_REFUND_REQUEST_CHOICE });
      return;
    }
    const parsed = createRefundRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(issue.path[0] === 'amount' ? 'amount' : 'reason', { message: issue.message });
      }
      return;
    }
    if (parsed.data.amount !== undefined && parsed.data.amount > order.refundableAmount) {
      setError('amount', {
        message: `At most ${formatInr(order.refundableAmount)} can be refunded for this order`,
      });
      return;
    }
    setConfirming({ ...parsed.data, amount: parsed.data.amount ?? order.refundableAmount });
  });

  const send = async () => {
    if (!confirming) return;
    try {
      await refund.mutateAsync({ orderId: order.id, ...confirming });
      reset({ amount: '', reason: '', cancellationRequest: '' });
      close();
    } catch (error) {
      setConfirming(null);
      const message = isApiError(error) ? error.message : 'The refund could not be started';
      const path = isApiError(error) ? error.details.find((d) => d.path)?.path : undefined;
      setError(path === 'amount' || path === 'cancellationRequest' ? path : 'reason', { message });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogTitle>
          {confirming ? refundQuestion(order, confirming.amount) : 'Refund this order'}
        </DialogTitle>
        {confirming ? (
          <div className="flex flex-col gap-4">
            <DialogDescription>
              {refundSplit(order, confirming.amount) ??
                'No tax invoice was issued for this payment, so no GST is reversed.'}{' '}
              {requestOpen ? requestOutcome(order, confirming) : null} It goes back to the customer's original
              payment method, usually within 5-7 working days, and cannot be undone. Reason:{' '}
              {confirming.reason}
            </DialogDescription>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirming(null)} disabled={refund.isPending}>
                Back
              </Button>
              <Button onClick={send} disabled={refund.isPending}>
                {refund.isPending ? 'Refunding…' : `Yes, refund ${formatInr(confirming.amount)}`}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <DialogDescription>
              Up to {formatInr(order.refundableAmount)} can go back to the customer's original payment method.
              The customer sees the refund and its reason.
            </DialogDescription>
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
              <TextField
                label="Amount in rupees"
                inputMode="numeric"
                hint={split ?? `Whole rupees, at most ${formatInr(order.refundableAmount)}`}
                error={errors.amount?.message}
                {...register('amount')}
              />
              <Field label="Reason" error={errors.reason?.message}>
                {(control) => <Textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
              </Field>
              {requestOpen ? (
                <RequestChoice
                  {...register('cancellationRequest')}
                  error={errors.cancellationRequest?.message}
                />
              ) : null}
              <FormActions
                busy={isSubmitting}
                submitLabel="Review refund"
                busyLabel="Checking…"
                onCancel={close}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
