import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  type CreateRefundRequest,
  createRefundRequestSchema,
  type DeclineCancellationRequest,
  declineCancellationRequestSchema,
  formatDateTime,
  formatInr,
  PARTIAL_REFUND_REQUEST_CHOICE,
  refundInWords,
} from '@launchpad/shared';
import { useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDeclineCancellationMutation, useRefundOrderMutation } from '../api/refund-order.ts';

/** The order's refunds, the customer's cancellation request, and the way to refund. */
export function OrderRefundsSection({ order }: { order: AdminOrderDetail }) {
  const [refunding, setRefunding] = useState(false);
  return (
    <section
      aria-labelledby="order-refunds-heading"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="order-refunds-heading" className="text-base font-semibold text-slate-900">
        Refunds
      </h2>
      {order.cancellationRequestedAt ? <CancellationRequest order={order} /> : null}
      {order.refunds.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="font-medium text-slate-900">{refundInWords(refund)}</span>
              <span className="text-xs text-slate-600">
                {formatDateTime(refund.createdAt)} · payment {refund.merchantOrderId} ·{' '}
                {refund.merchantRefundId}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No refunds.</p>
      )}
      <p className="text-sm text-slate-700">
        Refunded {formatInr(order.refundedAmount)}; {formatInr(order.refundableAmount)} can still be refunded.
      </p>
      {order.refundableAmount > 0 ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setRefunding(true)}>
          Refund…
        </Button>
      ) : null}
      <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />
    </section>
  );
}

function CancellationRequest({ order }: { order: AdminOrderDetail }) {
  const decline = useDeclineCancellationMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeclineCancellationRequest, unknown, z.output<typeof declineCancellationRequestSchema>>({
    resolver: zodResolver(declineCancellationRequestSchema),
    defaultValues: { reply: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await decline.mutateAsync({ orderId: order.id, reply: body.reply });
    } catch (error) {
      setError('reply', { message: isApiError(error) ? error.message : 'The reply could not be sent' });
    }
  });
  return (
    <Alert variant="info">
      <div className="flex flex-col gap-3">
        <p>
          <strong className="font-semibold">Cancellation requested</strong> on{' '}
          {formatDateTime(order.cancellationRequestedAt as string)} (the reason is on the timeline). Settle it
          with a refund, or decline it with a reply the customer reads.
        </p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
          <Field label="Reply to decline" error={errors.reply?.message}>
            {(control) => <Textarea {...control} rows={2} maxLength={1000} {...register('reply')} />}
          </Field>
          <Button type="submit" size="sm" variant="outline" className="self-start" disabled={isSubmitting}>
            Decline request
          </Button>
        </form>
      </div>
    </Alert>
  );
}

interface RefundForm {
  amount: string;
  reason: string;
  /** With an open cancellation request: whether the refund settles it. */
  cancellationRequest: '' | 'close' | 'keep-open';
}

/** The admin's choice for an open cancellation request: a partial refund never closes it silently. */
function RequestChoice({ error, ...field }: ReturnType<UseFormRegister<RefundForm>> & { error?: string }) {
  const options = [
    ['close', 'Refund and close the request'],
    ['keep-open', 'Refund part and keep the request open'],
  ] as const;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'request-choice-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">The customer's cancellation request</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value={value} {...field} />
          {label}
        </label>
      ))}
      {error ? (
        <p id="request-choice-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RefundDialog({
  order,
  open,
  onClose,
}: {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const refund = useRefundOrderMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RefundForm>({
    defaultValues: { amount: String(order.refundableAmount), reason: '', cancellationRequest: '' },
  });
  const requestOpen = order.cancellationRequestedAt !== null;

  const onSubmit = handleSubmit(async (form) => {
    const body: CreateRefundRequest = {
      amount: form.amount.trim() === '' ? undefined : Number(form.amount),
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
    try {
      await refund.mutateAsync({ orderId: order.id, ...parsed.data });
      reset({ amount: '', reason: '', cancellationRequest: '' });
      onClose();
    } catch (error) {
      const message = isApiError(error) ? error.message : 'The refund could not be started';
      const path = isApiError(error) ? error.details.find((d) => d.path)?.path : undefined;
      setError(path === 'amount' || path === 'cancellationRequest' ? path : 'reason', { message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogTitle>Refund this order</DialogTitle>
        <DialogDescription>
          Up to {formatInr(order.refundableAmount)} goes back to the customer's original payment method,
          usually within 5-7 working days. The customer sees the refund and its reason.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Amount in rupees"
            inputMode="numeric"
            hint={`Whole rupees, at most ${formatInr(order.refundableAmount)}`}
            error={errors.amount?.message}
            {...register('amount')}
          />
          <Field label="Reason" error={errors.reason?.message}>
            {(control) => <Textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
          </Field>
          {requestOpen ? (
            <RequestChoice {...register('cancellationRequest')} error={errors.cancellationRequest?.message} />
          ) : null}
          <FormActions busy={isSubmitting} submitLabel="Refund" busyLabel="Refunding…" onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
