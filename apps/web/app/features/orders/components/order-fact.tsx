import { type Order, orderMoneyLabel } from '@launchpad/shared';
import { cn } from '../../../lib/cn.ts';

/** One labelled value of an order card; render inside a `<dl>`. */
export function OrderFact({
  label,
  value,
  mono = false,
  className,
}: {
  label: string;
  value: string;
  /** For references: a fixed-width face, so that similar symbols stay apart. */
  mono?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className={cn('text-sm font-semibold break-words text-slate-900', mono && 'font-mono')}>{value}</dd>
    </div>
  );
}

/** The facts every view of an order shows: what was paid (net of refunds), payment method, reference. */
export function OrderFacts({ order, className }: { order: Order; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3', className)}>
      <OrderFact label="Payment" value={orderMoneyLabel(order)} className="col-span-2" />
      <OrderFact label="Payment Method" value={order.paymentMethod ?? 'Not specified'} />
      <OrderFact label="Order ID" value={order.reference} mono />
    </dl>
  );
}
