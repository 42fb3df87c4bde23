import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  type DeclineCancellationRequest,
  declineCancellationRequestSchema,
  formatDateTime,
  formatInr,
  refundInWords,
} from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAllows } from '../../../lib/staff-access.tsx';
import { useDeclineCancellationMutation } from '../api/refund-order.ts';
import { RefundDialog } from './refund-dialog.tsx';

/** The order's refunds, the customer's cancellation request, and the way to refund. */
export function OrderRefundsSection({ order }: { order: AdminOrderDetail }) {
  const [refunding, setRefunding] = useState(false);
  const mayRefund = useAllows('money.refund');
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
      {order.duplicateRefundedAmount > 0 ? (
        <p className="text-sm text-slate-700">
          Extra payments returned in full: {formatInr(order.duplicateRefundedAmount)} (not a refund of the
          order).
        </p>
      ) : null}
      {order.refundableAmount > 0 && mayRefund ? (
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
  const mayDecline = useAllows('orders.move');
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
        {mayDecline ? (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
            <Field label="Reply to decline" error={errors.reply?.message}>
              {(control) => <Textarea {...control} rows={2} maxLength={1000} {...register('reply')} />}
            </Field>
            <Button type="submit" size="sm" variant="outline" className="self-start" disabled={isSubmitting}>
              Decline request
            </Button>
          </form>
        ) : null}
      </div>
    </Alert>
  );
}
