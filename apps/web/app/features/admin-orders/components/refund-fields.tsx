import { type AdminOrderDetail, formatInr } from '@launchpad/shared';
import { DialogDescription } from '../../../components/ui/dialog.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { OfflineRefundChoice } from './offline-refund-fields.tsx';
import { RequestChoice } from './refund-request-choice.tsx';
import type { RefundFormState } from './use-refund-form.ts';

/** The refund's amount (its split shown as it is typed), reason, way back and cancellation request. */
export function RefundFields({ order, refund }: { order: AdminOrderDetail; refund: RefundFormState }) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = refund.form;
  return (
    <>
      <DialogDescription>
        {refund.paidOffline
          ? `This order was paid by ${order.refundTo?.paymentMethod ?? 'an offline payment'}: return up to ${formatInr(order.refundableAmount)} the same way, then record it here with its reference.`
          : `Up to ${formatInr(order.refundableAmount)} can go back to the customer's original payment method.`}{' '}
        The customer sees the refund and its reason.
      </DialogDescription>
      <form onSubmit={refund.review} noValidate className="flex flex-col gap-4">
        <TextField
          label="Amount in rupees"
          inputMode="numeric"
          hint={refund.split ?? `Whole rupees, at most ${formatInr(order.refundableAmount)}`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Field label="Reason" error={errors.reason?.message}>
          {(control) => <Textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
        </Field>
        <OfflineRefundChoice {...refund.offline} />
        {order.cancellationRequestedAt !== null ? (
          <RequestChoice {...register('cancellationRequest')} error={errors.cancellationRequest?.message} />
        ) : null}
        <FormActions
          busy={isSubmitting}
          submitLabel="Review refund"
          busyLabel="Checking…"
          onCancel={refund.close}
        />
      </form>
    </>
  );
}
