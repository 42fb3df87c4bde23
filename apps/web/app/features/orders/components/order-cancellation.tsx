import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CancellationRequest,
  cancellationRequestSchema,
  formatDateTime,
  type OrderDetail,
} from '@launchpad/shared';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCancelOrderMutation, useRequestCancellationMutation } from '../api/cancel-order.ts';

/**
 * Cancelling from the order: an unpaid order is cancelled at once (after a confirmation); a paid one
 * that work has not finished takes a request, which the team answers with a refund or a reply.
 */
export function OrderCancellation({ order }: { order: OrderDetail }) {
  if (order.status === 'cancelled' || order.status === 'completed') return null;
  if (order.cancellationRequestedAt) {
    return (
      <Alert variant="info">
        You asked to cancel this order on {formatDateTime(order.cancellationRequestedAt)}. Our team will
        answer on this order; an approved refund reaches your original payment method within 5-7 working days.
      </Alert>
    );
  }
  return order.paid ? (
    <RequestCancellationForm orderId={order.id} />
  ) : (
    <CancelUnpaidOrder orderId={order.id} />
  );
}

function CancelUnpaidOrder({ orderId }: { orderId: string }) {
  const cancel = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
        <Ban aria-hidden="true" className="size-4" />
        Cancel Order
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-700">
        Cancel this order? Nothing has been paid for it, and you can order again later.
      </p>
      {cancel.isError ? (
        <Alert variant="error">
          {isApiError(cancel.error) ? cancel.error.message : 'The order could not be cancelled'}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={cancel.isPending} onClick={() => cancel.mutate(orderId)}>
          {cancel.isPending ? <Spinner className="size-4" /> : null}
          Yes, cancel order
        </Button>
        <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
          Keep order
        </Button>
      </div>
    </div>
  );
}

function RequestCancellationForm({ orderId }: { orderId: string }) {
  const request = useRequestCancellationMutation();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancellationRequest, unknown, z.output<typeof cancellationRequestSchema>>({
    resolver: zodResolver(cancellationRequestSchema),
    defaultValues: { reason: '' },
  });
  if (!open) {
    return (
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" />
        Request cancellation
      </Button>
    );
  }
  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync({ orderId, reason: body.reason });
    } catch (error) {
      setError('reason', { message: isApiError(error) ? error.message : 'The request could not be sent' });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <p className="text-sm text-slate-700">
        A paid order can be cancelled before work begins. We refund to the original payment method within 5-7
        working days; government fees already paid are not refundable.
      </p>
      <Field label="Why do you want to cancel?" error={errors.reason?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          Send request
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Not now
        </Button>
      </div>
    </form>
  );
}
