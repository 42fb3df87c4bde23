import { type AdminOrderDetail, formatInr } from '@launchpad/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { RefundFields } from './refund-fields.tsx';
import {
  type RefundRequest,
  refundCancelsOrder,
  refundEffect,
  refundQuestion,
  refundSplit,
  requestOutcome,
} from './refund-rules.ts';
import { useRefundForm } from './use-refund-form.ts';

/** The question asked once more before the refund goes, with what it does. */
function RefundConfirmation({
  order,
  refund,
  pending,
  onBack,
  onSend,
}: {
  order: AdminOrderDetail;
  refund: RefundRequest;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const requestOpen = order.cancellationRequestedAt !== null;
  return (
    <div className="flex flex-col gap-4">
      <DialogDescription>
        {refundSplit(order, refund.amount) ??
          'No tax invoice was issued for this payment, so no GST is reversed.'}{' '}
        {requestOpen ? requestOutcome(order, refund) : null} {refundCancelsOrder(order, refund.amount)}{' '}
        {refundEffect(order, refund.offline)} Reason: {refund.reason}
      </DialogDescription>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onSend} disabled={pending}>
          {pending
            ? 'Refunding…'
            : `Yes, ${refund.offline ? 'record' : 'refund'} ${formatInr(refund.amount)}`}
        </Button>
      </div>
    </div>
  );
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
  const refund = useRefundForm(order, onClose);
  const { confirming } = refund;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : refund.close())}>
      <DialogContent className="max-w-md">
        <DialogTitle>
          {confirming ? refundQuestion(order, confirming.amount, confirming.offline) : 'Refund this order'}
        </DialogTitle>
        {confirming ? (
          <RefundConfirmation
            order={order}
            refund={confirming}
            pending={refund.pending}
            onBack={refund.back}
            onSend={refund.send}
          />
        ) : (
          <RefundFields order={order} refund={refund} />
        )}
      </DialogContent>
    </Dialog>
  );
}
