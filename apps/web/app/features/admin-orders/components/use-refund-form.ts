import type { AdminOrderDetail } from '@launchpad/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { useRefundOrderMutation } from '../api/refund-order.ts';
import {
  newOfflineRefund,
  type OfflineRefundInput,
  offlineRefundField,
  offlineRefundProblems,
} from './offline-refund-fields.tsx';
import { checkRefund, type RefundForm, type RefundRequest, refundSplit } from './refund-rules.ts';

const emptyRefund: RefundForm = { amount: '', reason: '', cancellationRequest: '' };

/**
 * The refund form's state: the amount and reason, how the money goes back, and the refund waiting
 * for its confirmation. Reviewing checks the form as the server does; sending shows a refusal on
 * the field it names.
 */
export function useRefundForm(order: AdminOrderDetail, onClose: () => void) {
  const refund = useRefundOrderMutation();
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  // Money received offline can only go back offline; a provider's payment may, after a confirmation.
  const paidOffline = order.refundTo?.offline === true;
  const [offlineChosen, setOfflineChosen] = useState(false);
  const [offline, setOffline] = useState<OfflineRefundInput>(newOfflineRefund);
  const [offlineErrors, setOfflineErrors] = useState<Partial<Record<keyof OfflineRefundInput, string>>>({});
  const returnedOffline = paidOffline || offlineChosen;
  const form = useForm<RefundForm>({ defaultValues: emptyRefund });
  const { handleSubmit, setError, reset, watch } = form;

  const close = () => {
    setConfirming(null);
    onClose();
  };

  const review = handleSubmit((values) => {
    const offlineProblems = returnedOffline ? offlineRefundProblems(offline) : {};
    setOfflineErrors(offlineProblems);
    const checked = checkRefund(order, values, returnedOffline ? { offline, confirm: !paidOffline } : null);
    if ('field' in checked) setError(checked.field, { message: checked.message });
    else if ('request' in checked && Object.keys(offlineProblems).length === 0)
      setConfirming(checked.request);
  });

  const send = async () => {
    if (!confirming) return;
    try {
      await refund.mutateAsync({ orderId: order.id, ...confirming });
      reset(emptyRefund);
      close();
    } catch (error) {
      setConfirming(null);
      const message = isApiError(error) ? error.message : 'The refund could not be started';
      const path = isApiError(error) ? error.details.find((d) => d.path)?.path : undefined;
      const offlineField = offlineRefundField(path);
      if (offlineField) setOfflineErrors({ [offlineField]: message });
      else setError(path === 'amount' || path === 'cancellationRequest' ? path : 'reason', { message });
    }
  };

  return {
    form,
    /** The typed amount's fee and GST, as its credit note will split them. */
    split: refundSplit(order, Number(watch('amount'))),
    paidOffline,
    /** The offline refund's choice and fields, as `OfflineRefundChoice` takes them. */
    offline: {
      only: paidOffline,
      chosen: offlineChosen,
      onChoose: setOfflineChosen,
      value: offline,
      errors: offlineErrors,
      onChange: setOffline,
    },
    confirming,
    back: () => setConfirming(null),
    pending: refund.isPending,
    review,
    send,
    close,
  };
}

export type RefundFormState = ReturnType<typeof useRefundForm>;
