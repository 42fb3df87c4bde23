import {
  formatIndiaDay,
  type Order,
  type OrderReceipt,
  orderMoneyLabel,
  receiptWords,
} from '@launchpad/shared';
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

/**
 * How the order was paid, as the receipt says it: "Received by NEFT on 5 Dec 2026, reference
 * HDFCN26340123456", our own id second; for money received offline, the day the launch counts from.
 */
function ReceiptFact({ receipt }: { receipt: OrderReceipt }) {
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">How it was paid</dt>
      <dd className="text-sm font-semibold break-words text-slate-900">{receiptWords(receipt)}</dd>
      <dd className="text-xs break-all text-slate-600">
        Our reference <span className="font-mono">{receipt.paymentReference}</span>
      </dd>
      {receipt.offline ? (
        <dd className="text-xs text-slate-600">
          Your launch plan counts from {formatIndiaDay(receipt.receivedOn)}, the day the money arrived.
        </dd>
      ) : null}
    </div>
  );
}

/**
 * The facts every view of an order shows: what was paid (net of refunds), payment method, reference;
 * the order page adds how the payment came in (`receipt`).
 */
export function OrderFacts({
  order,
  className,
}: {
  order: Order & { receipt?: OrderReceipt | null };
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3', className)}>
      <OrderFact label="Payment" value={orderMoneyLabel(order)} className="col-span-2" />
      {order.receipt ? <ReceiptFact receipt={order.receipt} /> : null}
      <OrderFact label="Payment Method" value={order.paymentMethod ?? 'Not specified'} />
      <OrderFact label="Order ID" value={order.reference} mono />
    </dl>
  );
}
