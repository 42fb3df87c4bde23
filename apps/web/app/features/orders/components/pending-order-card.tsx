import type { Order } from '@launchpad/shared';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useCompletePayment } from '../../../lib/complete-payment.tsx';
import { OrderCardHeading } from './order-card-heading.tsx';
import { OrderFacts } from './order-fact.tsx';

/** A pending order with everything needed to finish paying for it. */
export function PendingOrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const completePayment = useCompletePayment();
  return (
    <Card className="flex flex-col gap-4 border-amber-200 p-4 sm:p-5">
      <OrderCardHeading order={order} headingId={headingId} />
      <OrderFacts order={order} />
      <div className="flex flex-wrap gap-3">
        {completePayment(order, {
          className: buttonClasses({ className: 'w-full sm:w-auto' }),
          describedBy: headingId,
        })}
        <Link
          to={paths.order(order.id)}
          aria-describedby={headingId}
          className={buttonClasses({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
        >
          <Eye aria-hidden="true" className="size-4" />
          View order
        </Link>
      </div>
    </Card>
  );
}
