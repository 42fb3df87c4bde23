import { formatInr, type Order } from '@launchpad/shared';
import { CreditCard, Eye } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { OrderFact } from './order-fact.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** A pending order with everything needed to finish paying for it (spec §2, Orders tab). */
export function PendingOrderCard({ order, onOpen }: { order: Order; onOpen: (orderId: string) => void }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4 border-amber-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {order.packageName} Package
          </h3>
          <p className="text-sm text-slate-600">Ordered on {formatDate(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <OrderFact label="Package Value" value={formatInr(order.packageValue)} />
        <OrderFact label="Amount" value={formatInr(order.amount)} />
        <OrderFact label="Payment Method" value={order.paymentMethod ?? 'Not specified'} />
        <OrderFact label="Order ID" value={order.id} mono className="col-span-2 sm:col-span-3" />
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link
          to={paths.packageOnHome(order.packageId)}
          aria-describedby={headingId}
          className={buttonClasses({ className: 'flex-1 sm:flex-none' })}
        >
          <CreditCard aria-hidden="true" className="size-4" />
          Complete Payment
        </Link>
        <Button
          variant="outline"
          aria-describedby={headingId}
          className="flex-1 sm:flex-none"
          onClick={() => onOpen(order.id)}
        >
          <Eye aria-hidden="true" className="size-4" />
          View details
        </Button>
      </div>
    </Card>
  );
}
