import {
  correctionNote,
  formatDate,
  formatInr,
  isAwaitingPayment,
  type OrderDetail,
} from '@launchpad/shared';
import { Download, FileText } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../../config/paths.ts';

/** What the section says while the order has no document yet. */
function emptyNote(order: OrderDetail): string {
  if (isAwaitingPayment(order.status)) return 'Your invoice appears here once the payment is received.';
  if (order.paid) return 'No invoice has been issued for this order yet.';
  return 'This order has no invoice: it was not paid.';
}

/**
 * The order's tax documents (tax invoice or bill of supply, and credit notes for refunds or
 * corrections): number, kind, date of issue in India, amount, what a correction replaced, and the
 * PDF to download.
 */
export function OrderInvoices({ order }: { order: OrderDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Invoices and receipts
      </h2>
      {order.invoices.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyNote(order)}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {order.invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
            >
              <div className="flex min-w-0 items-start gap-3">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-sm font-semibold text-slate-900">
                    {invoice.title} <span className="font-mono font-medium break-all">{invoice.number}</span>
                  </span>
                  <span className="text-xs text-slate-600">
                    <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time> ·{' '}
                    {invoice.kind === 'credit-note' ? 'Credited ' : ''}
                    {formatInr(invoice.total)}
                    {invoice.tax > 0 ? ` (GST ${formatInr(invoice.tax)})` : ''}
                  </span>
                  {correctionNote(invoice) ? (
                    <span className="text-xs text-slate-700">{correctionNote(invoice)}</span>
                  ) : null}
                </div>
              </div>
              <a
                href={paths.invoicePdf(invoice.id)}
                download
                aria-label={`Download PDF of ${invoice.title} ${invoice.number}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
              >
                <Download aria-hidden="true" className="size-4" />
                Download PDF
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
