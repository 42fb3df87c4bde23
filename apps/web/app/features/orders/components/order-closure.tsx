import { type OrderDetail, orderClosureText } from '@launchpad/shared';
import { Card } from '../../../components/ui/card.tsx';

/** The top of a cancelled order's page: when it was cancelled and what happened to the money. */
export function OrderClosure({ order }: { order: OrderDetail }) {
  const done = order.milestones.filter((m) => m.status === 'done').length;
  const total = order.milestones.length;
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-6">
      <p className="text-sm font-medium text-slate-600">This order is closed</p>
      <p className="text-xl font-bold text-slate-900" data-testid="order-closure">
        {orderClosureText(order)}
      </p>
      {total > 0 ? (
        <p className="text-sm text-slate-700">
          {done === 0
            ? 'No launch step was done; the launch plan below is void.'
            : `${done} of ${total} launch steps were done; the rest are void.`}
        </p>
      ) : null}
    </Card>
  );
}
