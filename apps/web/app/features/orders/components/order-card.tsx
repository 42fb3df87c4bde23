import { findPackage, isOrderCancelled, type Order } from '@launchpad/shared';
import { Check, Rocket } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { featurePreview, moreFeaturesLabel } from '../order-stats.ts';
import { ExpectedLaunch } from './launch-tracker.tsx';
import { OrderCardHeading } from './order-card-heading.tsx';
import { OrderFacts } from './order-fact.tsx';

/** An order that is past payment: value, id, amount, its package's first features (from the catalogue; none for a package no longer sold) and notes, and its page. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const { shown, more } = featurePreview(findPackage(order.packageId)?.features ?? []);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <OrderCardHeading order={order} headingId={headingId} />
      <ExpectedLaunch order={order} />
      <OrderFacts order={order} />
      {shown.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-800">Included</h4>
          <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
            {shown.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {feature}
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="text-sm font-medium text-brand-700">{moreFeaturesLabel(more)}</p> : null}
        </div>
      ) : null}
      {order.notes ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Notes: </span>
          {order.notes}
        </div>
      ) : null}
      <Link
        to={paths.order(order.id)}
        aria-describedby={headingId}
        className={buttonClasses({ className: 'self-start' })}
      >
        <Rocket aria-hidden="true" className="size-4" />
        {isOrderCancelled(order.status) ? 'See the order' : 'Track your launch'}
      </Link>
    </Card>
  );
}
