import {
  formatDate,
  type InvoiceSummary,
  isRefundCompleted,
  isRefundFailed,
  isRefundInFlight,
  type OrderDetail,
  type Refund,
  refundInWords,
} from '@launchpad/shared';
import { Download, ReceiptIndianRupee } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';

const tone: Record<Refund['state'], string> = {
  COMPLETED: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  PENDING: 'border-amber-200 bg-amber-50 text-amber-950',
  FAILED: 'border-red-200 bg-red-50 text-red-950',
};

/** When the refund started and where it stands, in one line. */
function refundDates(refund: Refund): string {
  if (refund.offline) {
    return 'Sent back outside the payment provider: quote the reference to your bank if it has not reached you';
  }
  const started = `Started ${formatDate(refund.createdAt)}`;
  if (isRefundCompleted(refund.state) && refund.completedAt)
    return `${started} · back with you on ${formatDate(refund.completedAt)}`;
  if (isRefundInFlight(refund.state))
    return `${started} · reaches your original payment method in 5-7 working days`;
  if (isRefundFailed(refund.state)) return `${started} · our team has been told and will contact you`;
  return started;
}

function CreditNoteLink({ note }: { note: InvoiceSummary }) {
  return (
    <a
      href={paths.invoicePdf(note.id)}
      download
      className="inline-flex items-start gap-1.5 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {note.title} <span className="font-mono break-all">{note.number}</span> (PDF)
      </span>
    </a>
  );
}

/**
 * The order's refunds, oldest first: the amount and why, when it started and came back, its
 * references (the refund's and the payment's) and the credit note issued for it, to download.
 */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  const headingId = useId();
  if (order.refunds.length === 0) return null;
  const creditNotes = new Map(
    order.invoices.flatMap((invoice) => (invoice.refundId ? [[invoice.refundId, invoice] as const] : [])),
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Refunds
      </h2>
      <ul className="flex flex-col gap-2">
        {order.refunds.map((refund) => {
          const note = creditNotes.get(refund.id);
          return (
            <li
              key={refund.id}
              data-testid="refund"
              className={cn('flex items-start gap-3 rounded-xl border p-3 text-sm', tone[refund.state])}
            >
              <ReceiptIndianRupee aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold break-words">{refundInWords(refund)}</span>
                <span className="text-xs">{refundDates(refund)}</span>
                <span className="text-xs break-all">
                  {refund.offline ? 'Our reference: refund ' : 'Refund '}
                  <span className="font-mono">{refund.merchantRefundId}</span> of payment{' '}
                  <span className="font-mono">{refund.merchantOrderId}</span>
                </span>
                {note ? <CreditNoteLink note={note} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
