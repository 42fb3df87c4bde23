import {
  isOrderCancelled,
  OFFLINE_REFUND_CONFIRMATION,
  OPEN_WORK_CONFIRMATION,
  type OrderStatus,
  orderStatusLabel,
  type PaidCancellationChoice,
} from '@launchpad/shared';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateOrderStatusMutation } from '../api/update-order-status.ts';
import {
  newOfflineRefund,
  type OfflineRefundErrors,
  offlineRefundField,
  offlineRefundProblems,
} from './offline-refund-fields.tsx';

/** A status change the admin picked, waiting for the dialog's answer. */
export interface PendingStatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Names the order in the question, e.g. "Growth Package LP-7K3Q-9XMD for Meera Iyer". */
  orderLabel: string;
  /** Paid by bank transfer, cheque or cash: a refund goes back the same way and is recorded. */
  paidOffline?: boolean;
}

/** What a refused change asks for: a confirmation of open work or of an offline refund, a field, or nothing. */
function refusalOf(error: unknown) {
  const details = isApiError(error) ? error.details : [];
  const open = details.find((d) => d.path === OPEN_WORK_CONFIRMATION);
  if (open) return { kind: 'open-work' as const, message: open.message };
  const confirm = details.find((d) => d.path === OFFLINE_REFUND_CONFIRMATION);
  if (confirm) return { kind: 'offline-refund' as const, message: confirm.message };
  const field = offlineRefundField(details[0]?.path);
  if (field) return { kind: 'field' as const, field, message: details[0]?.message ?? '' };
  return {
    kind: 'failure' as const,
    message: error instanceof Error ? error.message : 'The status could not be changed',
  };
}

/**
 * The status change form's state: for a cancellation what happens to the money (and how an offline
 * refund went), the note or reason, and what the server asked to confirm (open work, an offline
 * refund of a provider's payment) before it is sent again.
 */
export function useStatusChange(change: PendingStatusChange, onDone: () => void) {
  const updateStatus = useUpdateOrderStatusMutation({ toastErrors: false });
  const cancelling = isOrderCancelled(change.to);
  const [money, setMoney] = useState<PaidCancellationChoice>('refund');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [openWork, setOpenWork] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [offlineChosen, setOfflineChosen] = useState(false);
  const [offline, setOffline] = useState(newOfflineRefund);
  const [offlineErrors, setOfflineErrors] = useState<OfflineRefundErrors>({});
  // Returning a provider's payment offline (a closed card) is confirmed once the server asks.
  const [confirmOffline, setConfirmOffline] = useState<string>();
  const refundsOffline = cancelling && money === 'refund' && (change.paidOffline === true || offlineChosen);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (cancelling && money === 'keep' && reason.trim() === '') {
      setReasonError('Say why the payment is kept');
      return;
    }
    setReasonError(undefined);
    const offlineProblems = refundsOffline ? offlineRefundProblems(offline) : {};
    setOfflineErrors(offlineProblems);
    if (Object.keys(offlineProblems).length > 0) return;
    try {
      await updateStatus.mutateAsync({
        orderId: change.orderId,
        status: change.to,
        reason: reason.trim() || undefined,
        ...(cancelling ? { money } : {}),
        ...(refundsOffline ? { refundOffline: offline, confirmOfflineRefund: Boolean(confirmOffline) } : {}),
        ...(openWork ? { confirmOpenWork: true } : {}),
      });
      onDone();
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.kind === 'open-work') setOpenWork(refused.message);
      else if (refused.kind === 'offline-refund') setConfirmOffline(refused.message);
      else if (refused.kind === 'field') setOfflineErrors({ [refused.field]: refused.message });
      else setFailure(refused.message);
    }
  };

  const to = orderStatusLabel(change.to);
  return {
    cancelling,
    money,
    setMoney,
    reason,
    setReason,
    reasonError,
    /** The offline refund's choice and fields, as `OfflineRefundChoice` takes them. */
    offline: {
      only: change.paidOffline === true,
      chosen: offlineChosen,
      onChoose: setOfflineChosen,
      value: offline,
      errors: offlineErrors,
      onChange: setOffline,
    },
    openWork,
    confirmOffline,
    failure,
    pending: updateStatus.isPending,
    onSubmit,
    submitLabel: openWork
      ? 'Complete anyway'
      : confirmOffline
        ? 'Record the offline refund anyway'
        : cancelling
          ? money === 'refund'
            ? 'Cancel order and refund'
            : 'Cancel order and keep the payment'
          : `Mark ${to}`,
  };
}

export type StatusChangeState = ReturnType<typeof useStatusChange>;
