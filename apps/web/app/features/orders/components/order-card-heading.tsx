import type { Order } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';

/** An order card's title (its package), order date and status badge; `headingId` names the card's buttons. */
export function OrderCardHeading({ order, headingId }: { order: Order; headingId: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {order.packageName} Package
        </h3>
        <p className="text-sm text-slate-600">Ordered on {formatDate(order.createdAt)}</p>
      </div>
      <OrderStatusBadge status={order.status} />
    </div>
  );
}
