import type { Order } from '@launchpad/shared';
import { nonPendingOrders, pendingOrders } from '../order-stats.ts';
import { EmptyOrders } from './empty-orders.tsx';
import { OrderCard } from './order-card.tsx';
import { PendingOrderCard } from './pending-order-card.tsx';

/** The Orders tab: orders waiting for payment first, then all the others, each linking to its page. */
export function OrdersPanel({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <EmptyOrders />;
  const pending = pendingOrders(orders);
  const others = nonPendingOrders(orders);
  return (
    <div className="flex flex-col gap-10">
      {pending.length > 0 ? (
        <section aria-labelledby="pending-orders-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="pending-orders-heading" className="text-xl font-bold text-slate-900">
              Pending Orders{' '}
              <span className="text-base font-semibold text-slate-600">({pending.length})</span>
            </h2>
            <p className="text-sm text-slate-600">Complete the payment to start work on these packages.</p>
          </div>
          <ul className="flex flex-col gap-4">
            {pending.map((order) => (
              <li key={order.id}>
                <PendingOrderCard order={order} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="all-orders-heading" className="flex flex-col gap-4">
          <h2 id="all-orders-heading" className="text-xl font-bold text-slate-900">
            All Orders <span className="text-base font-semibold text-slate-600">({others.length})</span>
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {others.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
