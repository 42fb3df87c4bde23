import { type AdminOrder, formatDate, formatInr } from '@launchpad/shared';
import { ChevronRight, StickyNote } from 'lucide-react';
import { AttentionBadges } from '../../../components/ui/attention-badges.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';

interface Props {
  order: AdminOrder;
  onOpen: (orderId: string) => void;
}

/** One order in the admin list: package, customer, id, date, amount, status and notes. */
export function AdminOrderCard({ order, onOpen }: Props) {
  const title = `${order.packageName} Package`;
  const label = `${title} ${order.reference} for ${order.customer.name}`;
  return (
    <article
      aria-label={`Order ${order.reference}`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 md:flex-row md:items-start md:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <OrderStatusBadge status={order.status} />
          <AttentionBadges
            documentsToReview={order.documentsToReview}
            cancellationRequestedAt={order.cancellationRequestedAt}
          />
        </div>
        <p className="flex min-w-0 flex-col text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-3">
          <span className="font-medium text-slate-900">{order.customer.name}</span>
          <span className="break-words">{order.customer.email}</span>
        </p>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-xs text-slate-500">Order ID</dt>
            <dd className="font-mono text-slate-800">{order.reference}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Created</dt>
            <dd className="text-slate-800">{formatDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Amount</dt>
            <dd className="font-semibold text-slate-900">{formatInr(order.amount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Payment</dt>
            <dd className="text-slate-800">
              {order.paidAt ? `Paid${order.paymentMethod ? ` by ${order.paymentMethod}` : ''}` : 'Not paid'}
            </dd>
          </div>
        </dl>
        {order.notes ? (
          <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-words whitespace-pre-line">
              <span className="sr-only">Notes: </span>
              {order.notes}
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row md:w-56 md:shrink-0 md:flex-col">
        <OrderStatusSelect
          paymentMethod={order.paymentMethod}
          orderId={order.id}
          paid={order.paidAt !== null}
          status={order.status}
          orderLabel={label}
          className="sm:flex-1 md:flex-none"
        />
        <Button
          variant="outline"
          onClick={() => onOpen(order.id)}
          aria-label={`View details and timeline of ${label}`}
        >
          View details
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </article>
  );
}
