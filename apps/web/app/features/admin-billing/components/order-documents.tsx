import { type AdminOrderDetail, correctionNote, formatDate, formatInr } from '@launchpad/shared';
import { Download } from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { useAllows } from '../../../lib/staff-access.tsx';
import { CorrectInvoiceButton } from './invoice-correction-dialog.tsx';

/**
 * The order's invoices and credit notes, each with its PDF and what a correction did to it; a
 * current invoice offers "Correct billing details…" unless refunds have credited it already. The
 * order page puts it in its section.
 */
export function OrderDocuments({ order }: { order: AdminOrderDetail }) {
  const refunded = order.invoices.some((document) => document.refundId !== null);
  const mayCorrect = useAllows('invoices.correct');
  return (
    <>
      {order.invoices.length === 0 ? (
        <p className="text-sm text-slate-600">No documents: one is issued when the payment completes.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {order.invoices.map((document) => {
            const note = correctionNote(document);
            const current = document.kind === 'invoice' && document.supersededBy === null;
            return (
              <li key={document.id} className="flex flex-col gap-1.5 px-3 py-2 text-sm">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {document.title} <span className="font-mono">{document.number}</span>
                  </span>
                  <a
                    href={paths.invoicePdf(document.id)}
                    download
                    aria-label={`Download PDF of ${document.title} ${document.number}`}
                    className="inline-flex items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Download aria-hidden="true" className="size-4" />
                    PDF
                  </a>
                </span>
                <span className="text-xs text-slate-600">
                  {formatDate(document.issuedAt)} · {formatInr(document.total)}
                  {document.recipient ? ` · ${document.recipient.name}` : ''}
                  {document.recipient?.gstin ? ` (GSTIN ${document.recipient.gstin})` : ''}
                </span>
                {note ? <span className="text-xs text-slate-800">{note}</span> : null}
                {current && !refunded && mayCorrect ? (
                  <span>
                    <CorrectInvoiceButton order={order} invoice={document} />
                  </span>
                ) : null}
                {current && refunded ? (
                  <span className="text-xs text-slate-600">
                    Refunds have credited this invoice, so it cannot be re-issued here.
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
