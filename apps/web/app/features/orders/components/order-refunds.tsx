import { formatDateTime, type Refund, refundInWords } from '@launchpad/shared';
import { ReceiptIndianRupee } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const tone: Record<Refund['state'], string> = {
  COMPLETED: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  PENDING: 'border-amber-200 bg-amber-50 text-amber-900',
  FAILED: 'border-red-200 bg-red-50 text-red-900',
};

/** An order's refunds in words: "₹49,999 refunded: duplicate payment". */
export function OrderRefunds({ refunds, className }: { refunds: readonly Refund[]; className?: string }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds-heading" className={cn('flex flex-col gap-2', className)}>
      <h3 id="order-refunds-heading" className="text-base font-bold text-slate-900">
        Refunds
      </h3>
      <ul className="flex flex-col gap-2">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', tone[refund.state])}
          >
            <ReceiptIndianRupee aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{refundInWords(refund)}</span>
              <span className="text-xs opacity-80">
                <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time> · Payment{' '}
                {refund.merchantOrderId}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
