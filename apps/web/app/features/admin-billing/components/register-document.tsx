import { correctionNote, formatDate, type InvoiceRegisterEntry } from '@launchpad/shared';
import { Download } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';

// The parts of one document of the invoice register, shared by its table and its cards.

export function DocumentBadge({ entry }: { entry: InvoiceRegisterEntry }) {
  return <Badge tone={entry.kind === 'credit-note' ? 'warning' : 'info'}>{entry.title}</Badge>;
}

/**
 * SAC and rate, the order, a credit note's invoice (what GSTR-1 asks beside the amounts), and what
 * a correction superseded or replaced.
 */
export function DocumentFacts({ entry }: { entry: InvoiceRegisterEntry }) {
  return (
    <span className="flex flex-col text-xs text-slate-600">
      {entry.originalInvoice ? (
        <span>
          Against <span className="font-mono">{entry.originalInvoice.number}</span> of{' '}
          {formatDate(entry.originalInvoice.issuedAt)}
        </span>
      ) : null}
      <span>
        Order <span className="font-mono">{entry.orderReference}</span>
      </span>
      <span>
        SAC {entry.sac}, GST {entry.ratePercent}%
      </span>
      {correctionNote(entry) ? <span className="text-slate-800">{correctionNote(entry)}</span> : null}
    </span>
  );
}

export function PdfLink({ entry }: { entry: InvoiceRegisterEntry }) {
  return (
    <a
      href={paths.invoicePdf(entry.id)}
      download
      className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
    >
      <Download aria-hidden="true" className="size-4" />
      {/* The name starts with what the link shows (WCAG 2.5.3) and says which document it is. */}
      PDF{' '}
      <span className="sr-only">
        of {entry.title} {entry.number}
      </span>
    </a>
  );
}
