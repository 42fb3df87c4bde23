import type { Order } from '@launchpad/shared';
import { CreditCard, Eye } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { OrderCardHeading } from './order-card-heading.tsx';
import { OrderFacts } from './order-fact.tsx';

/** A pending order with everything needed to finish paying for it. */
export function PendingOrderCard({ order, onOpen }: { order: Order; onOpen: (orderId: string) => void }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4 border-amber-200 p-4 sm:p-5">
      <OrderCardHeading order={order} headingId={headingId} />
      <OrderFacts order={order} />
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
