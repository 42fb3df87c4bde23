import {
  adminStatusOptions,
  isOfflinePaymentMethod,
  type OrderStatus,
  orderStatusSchema,
  orderTransitionRefusal,
} from '@launchpad/shared';
import { useRef, useState } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAllows } from '../../../lib/staff-access.tsx';
import { useUpdateOrderStatusMutation } from '../api/update-order-status.ts';
import { StatusChangeDialog } from './status-change-dialog.tsx';
import type { PendingStatusChange } from './use-status-change.ts';

interface Props {
  orderId: string;
  status: OrderStatus;
  /** A payment completed for the order (or it was paid offline). */
  paid: boolean;
  /** Names the order for screen readers, e.g. "Growth Package for Meera Iyer". */
  orderLabel: string;
  /** How it was paid: money received offline can only be refunded offline, and recorded. */
  paymentMethod?: string | null;
  className?: string;
}

/**
 * The status dropdown. It offers only the moves the transition table allows (a paid order is never
 * offered Pending); work on an unpaid order starts with a recorded offline payment. An unpaid
 * order's change is saved at once; a paid order's is asked about first (`StatusChangeDialog`). A
 * role that may not move orders is not offered it.
 */
export function OrderStatusSelect({ orderId, status, paid, orderLabel, paymentMethod, className }: Props) {
  const updateStatus = useUpdateOrderStatusMutation();
  const [asking, setAsking] = useState<PendingStatusChange | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const options = adminStatusOptions.filter(
    (option) =>
      option.value === status ||
      orderTransitionRefusal(status, option.value, 'admin', { paid, fullyRefunded: false }) === null,
  );
  const shown = updateStatus.isPending ? (updateStatus.variables?.status ?? status) : status;
  const mayMove = useAllows('orders.move');
  // Where it sits, the order's badge shows the status already.
  if (!mayMove) return null;
  return (
    <div className={className}>
      <Select
        value={shown}
        disabled={updateStatus.isPending}
        onValueChange={(value) => {
          const next = orderStatusSchema.safeParse(value);
          if (!next.success || next.data === status) return;
          const paidOffline = isOfflinePaymentMethod(paymentMethod);
          if (paid) setAsking({ orderId, from: status, to: next.data, orderLabel, paidOffline });
          else updateStatus.mutate({ orderId, status: next.data });
        }}
      >
        <SelectTrigger ref={trigger} aria-label={`Status of ${orderLabel}`} className="min-w-40">
          <span className="flex items-center gap-2">
            {updateStatus.isPending ? <Spinner className="size-4 text-brand-600" /> : null}
            <SelectValue />
          </span>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <StatusChangeDialog change={asking} onClose={() => setAsking(null)} returnFocusTo={trigger} />
    </div>
  );
}
