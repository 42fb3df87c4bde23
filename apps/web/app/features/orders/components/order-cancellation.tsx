import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CancellationRequest,
  cancellationRequestAction,
  cancellationRequestSchema,
  isOrderOpen,
  type OrderDetail,
  refundArrivalTime,
} from '@launchpad/shared';
import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFocusLater } from '../../../lib/use-focus-later.ts';
import { useCancelOrderMutation, useRequestCancellationMutation } from '../api/cancel-order.ts';
import { orderFocusTargets } from '../focus-targets.ts';

/**
 * Cancelling from the order page: an unpaid order is cancelled at once (after a confirmation); a
 * paid one that work has not finished takes a request, which the team answers with a refund or a
 * reply. While a request is open its state shows above instead (`CancellationRequestStatus`).
 */
export function OrderCancellation({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const focusLater = useFocusLater();
  if (!isOrderOpen(order.status)) return null;
  if (order.cancellationRequest?.state === 'open') return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Cancel this order
      </h2>
      {order.paid ? (
        <RequestCancellationForm
          orderId={order.id}
          declined={order.cancellationRequest?.state === 'declined'}
          onSent={() => focusLater(orderFocusTargets.cancellationRequest)}
        />
      ) : (
        <CancelUnpaidOrder orderId={order.id} onCancelled={() => focusLater(orderFocusTargets.heading)} />
      )}
    </section>
  );
}

function CancelUnpaidOrder({ orderId, onCancelled }: { orderId: string; onCancelled: () => void }) {
  const cancel = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const focusLater = useFocusLater();
  const openerId = useId();
  const keepId = useId();
  // The button pressed goes away with each step: focus follows to what replaces it.
  const toggle = (next: boolean) => {
    setConfirming(next);
    focusLater(next ? keepId : openerId);
  };
  // Not `mutate`'s callback: the cancelled order removes this form before the refetch ends, and a
  // callback of an unmounted mutation is dropped. A failure shows from `cancel.error`.
  const confirmCancel = () => cancel.mutateAsync(orderId).then(onCancelled, () => undefined);
  if (!confirming) {
    return (
      <>
        <p className="text-sm text-slate-700">
          Nothing has been paid for this order; you can order again later.
        </p>
        <Button id={openerId} variant="outline" className="self-start" onClick={() => toggle(true)}>
          <Ban aria-hidden="true" className="size-4" />
          Cancel Order
        </Button>
      </>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-900">
        Cancel this order? Nothing has been paid for it, and you can order again later.
      </p>
      {cancel.isError ? (
        <Alert variant="error">
          {isApiError(cancel.error) ? cancel.error.message : 'The order could not be cancelled'}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={cancel.isPending} onClick={() => confirmCancel()}>
          {cancel.isPending ? <Spinner className="size-4" /> : null}
          Yes, cancel order
        </Button>
        <Button id={keepId} variant="outline" disabled={cancel.isPending} onClick={() => toggle(false)}>
          Keep order
        </Button>
      </div>
    </div>
  );
}

function RequestCancellationForm({
  orderId,
  declined,
  onSent,
}: {
  orderId: string;
  /** The team declined an earlier request: the customer may ask again. */
  declined: boolean;
  onSent: () => void;
}) {
  const request = useRequestCancellationMutation();
  const [open, setOpen] = useState(false);
  const focusLater = useFocusLater();
  const openerId = useId();
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancellationRequest, unknown, z.output<typeof cancellationRequestSchema>>({
    resolver: zodResolver(cancellationRequestSchema),
    defaultValues: { reason: '' },
  });
  // Opening moves focus into the form, closing back to the button that opened it.
  const toggle = (next: boolean) => {
    setOpen(next);
    focusLater(next ? reasonId : openerId);
  };
  if (!open) {
    return (
      <>
        <p className="text-sm text-slate-700">
          {declined
            ? 'If something has changed since we declined your request, you can ask again.'
            : 'A paid order can be cancelled before work begins: ask us, and we answer on this order.'}
        </p>
        <Button id={openerId} variant="outline" className="self-start" onClick={() => toggle(true)}>
          <Ban aria-hidden="true" className="size-4" />
          {cancellationRequestAction}
        </Button>
      </>
    );
  }
  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync({ orderId, reason: body.reason });
      onSent();
    } catch (error) {
      setError('reason', { message: isApiError(error) ? error.message : 'The request could not be sent' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        A paid order can be cancelled before work begins. We refund to the original payment method within{' '}
        {refundArrivalTime}; government fees already paid are not refundable.
      </p>
      <Field id={reasonId} label="Why do you want to cancel?" error={errors.reason?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={500} {...register('reason')} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          Send request
        </Button>
        <Button type="button" variant="outline" onClick={() => toggle(false)}>
          Not now
        </Button>
      </div>
    </form>
  );
}
