import type { OrderDetail } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared';
import { Check, CreditCard, RotateCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useOrderQuery } from '../api/get-order.ts';
import { OrderEventList } from './order-event-list.tsx';
import { OrderFacts } from './order-fact.tsx';
import { OrderRefunds } from './order-refunds.tsx';

// The cancellation form (and its form library) loads with the dialog, not with the dashboard.
const OrderCancellation = lazy(() =>
  import('./order-cancellation.tsx').then((module) => ({ default: module.OrderCancellation })),
);

interface Props {
  /** The order to show; null keeps the dialog closed. */
  orderId: string | null;
  onClose: () => void;
}

/** One order in full: its facts, every feature and the timeline of what happened to it. */
export function OrderDetailDialog({ orderId, onClose }: Props) {
  const order = useOrderQuery(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        {order.data ? (
          <OrderDetailBody order={order.data} />
        ) : order.isError ? (
          <>
            <DialogTitle>Order details</DialogTitle>
            <DialogDescription className="sr-only">The order could not be shown.</DialogDescription>
            <Alert variant="error">
              {isApiError(order.error) && order.error.status === 404
                ? 'We could not find this order. It may belong to another account.'
                : `We could not load this order. ${order.error.message}`}
            </Alert>
            {isApiError(order.error) && order.error.status === 404 ? null : (
              <Button variant="outline" className="self-start" onClick={() => order.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            )}
          </>
        ) : (
          <>
            <DialogTitle>Order details</DialogTitle>
            <DialogDescription className="sr-only">Loading the order.</DialogDescription>
            <div role="status" className="flex items-center gap-3 py-6 text-slate-700">
              <Spinner className="size-5 text-brand-600" />
              Loading order…
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  return (
    <>
      <div className="flex flex-col gap-2 pr-8">
        <DialogTitle>{order.packageName} Package</DialogTitle>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <DialogDescription>Ordered on {formatDate(order.createdAt)}</DialogDescription>
        </div>
      </div>

      <OrderFacts order={order} className="rounded-xl bg-slate-50 p-4" />

      {order.status === 'pending' ? (
        <Link
          to={paths.packageOnHome(order.packageId)}
          className={buttonClasses({ className: 'self-start' })}
        >
          <CreditCard aria-hidden="true" className="size-4" />
          Complete Payment
        </Link>
      ) : null}

      <Suspense fallback={<Spinner />}>
        <OrderCancellation order={order} />
      </Suspense>

      <OrderRefunds refunds={order.refunds} />

      {order.notes ? (
        <div className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Notes: </span>
          {order.notes}
        </div>
      ) : null}

      <section aria-labelledby="order-timeline-heading" className="flex flex-col gap-3">
        <h3 id="order-timeline-heading" className="text-base font-bold text-slate-900">
          Timeline
        </h3>
        {order.events.length === 0 ? (
          <p className="text-sm text-slate-600">No changes recorded yet.</p>
        ) : (
          <OrderEventList events={order.events} />
        )}
      </section>

      {order.features.length > 0 ? (
        <section aria-labelledby="order-features-heading" className="flex flex-col gap-3">
          <h3 id="order-features-heading" className="text-base font-bold text-slate-900">
            Included in your package
          </h3>
          <ul className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
            {order.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
