import { formatDate, formatInr, gstState, type InvoiceRegisterEntry } from '@launchpad/shared';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { CsvExportLink } from '../../../components/ui/csv-export-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, type TableColumn } from '../../../components/ui/table.tsx';
import type { InvoiceRegisterRange } from '../api/billing-keys.ts';
import { invoiceRegisterExportUrl, useInvoiceRegisterQuery } from '../api/get-invoice-register.ts';
import { DocumentBadge, DocumentFacts, PdfLink } from './register-document.tsx';

/** Why the range cannot be asked for, or null: both ends are optional, but not back to front. */
export function rangeProblem({ from, to }: InvoiceRegisterRange): string | null {
  return from && to && from > to ? 'The start date is after the end date' : null;
}

/** The place of supply as GST returns name it: "29-Karnataka". */
export function placeOfSupplyLabel(code: string): string {
  const state = gstState(code);
  return state ? `${code}-${state.name}` : code;
}

const amountColumns = [
  { key: 'taxableValue', label: 'Taxable value' },
  { key: 'cgst', label: 'CGST' },
  { key: 'sgst', label: 'SGST/UTGST' },
  { key: 'igst', label: 'IGST' },
  { key: 'total', label: 'Total' },
] as const;

/** Below `xl`: one card per document (the table needs the width). */
function RegisterCard({ entry }: { entry: InvoiceRegisterEntry }) {
  return (
    <article
      aria-label={`${entry.title} ${entry.number}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-mono text-sm font-semibold break-all text-slate-900">{entry.number}</span>
          <time dateTime={entry.issuedAt} className="text-xs text-slate-600">
            {formatDate(entry.issuedAt)}
          </time>
        </div>
        <DocumentBadge entry={entry} />
      </div>
      <DocumentFacts entry={entry} />
      <p className="text-sm break-words text-slate-800">
        {entry.recipientName || 'No recipient named'}
        {entry.recipientGstin ? (
          <span className="block font-mono text-xs text-slate-600">GSTIN {entry.recipientGstin}</span>
        ) : null}
        <span className="block text-xs text-slate-600">
          Place of supply {placeOfSupplyLabel(entry.placeOfSupply)}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3">
        {amountColumns.map((column) => (
          <div key={column.key} className="flex flex-col">
            <dt className="text-xs font-medium text-slate-600">{column.label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatInr(entry[column.key])}</dd>
          </div>
        ))}
      </dl>
      <PdfLink entry={entry} />
    </article>
  );
}

/** From `xl`: the register as a table, in the columns of the CSV (number and document together). */
const registerColumns: TableColumn<InvoiceRegisterEntry>[] = [
  {
    key: 'document',
    header: 'Document',
    cell: (entry) => (
      <span className="flex flex-col items-start gap-1">
        <span className="font-mono text-xs whitespace-nowrap text-slate-900">{entry.number}</span>
        <DocumentBadge entry={entry} />
        <DocumentFacts entry={entry} />
      </span>
    ),
  },
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap text-slate-700',
    cell: (entry) => <time dateTime={entry.issuedAt}>{formatDate(entry.issuedAt)}</time>,
  },
  {
    key: 'recipient',
    header: 'Recipient',
    className: 'max-w-44 break-words text-slate-900',
    cell: (entry) => entry.recipientName || '—',
  },
  {
    key: 'gstin',
    header: 'Recipient GSTIN',
    className: 'font-mono text-xs whitespace-nowrap text-slate-700',
    cell: (entry) => entry.recipientGstin ?? '—',
  },
  {
    key: 'place',
    header: 'Place of supply',
    className: 'text-slate-700',
    cell: (entry) => placeOfSupplyLabel(entry.placeOfSupply),
  },
  ...amountColumns.map(
    (column): TableColumn<InvoiceRegisterEntry> => ({
      key: column.key,
      header: column.label,
      align: 'right',
      className: `whitespace-nowrap tabular-nums ${column.key === 'total' ? 'font-semibold text-slate-900' : 'text-slate-800'}`,
      cell: (entry) => formatInr(entry[column.key]),
    }),
  ),
  {
    key: 'pdf',
    header: 'Download',
    hideHeader: true,
    align: 'right',
    cell: (entry) => <PdfLink entry={entry} />,
  },
];

type RegisterQuery = ReturnType<typeof useInvoiceRegisterQuery>;

/** The dates, with the CSV of the register between them (none while the dates are back to front). */
function RegisterRange({
  range,
  setRange,
  problem,
}: {
  range: InvoiceRegisterRange;
  setRange: Dispatch<SetStateAction<InvoiceRegisterRange>>;
  problem: string | null;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
        <TextField
          label="Issued from"
          type="date"
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
        />
        <TextField
          label="Issued to"
          type="date"
          value={range.to}
          min={range.from || undefined}
          error={problem ?? undefined}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
        />
      </div>
      <div className="flex sm:ml-auto sm:pt-7">
        <CsvExportLink href={problem ? null : invoiceRegisterExportUrl(range)} />
      </div>
    </div>
  );
}

/** The documents loaded so far, their count, and the next page on request. */
function RegisterEntries({
  entries,
  register,
}: {
  entries: InvoiceRegisterEntry[];
  register: RegisterQuery;
}) {
  return (
    <>
      <Table
        caption="Invoices and credit notes, newest first"
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={registerColumns}
        card={(entry) => <RegisterCard entry={entry} />}
        breakpoint="xl"
        dense
      />
      <LoadMore query={register} count={{ shown: entries.length, one: 'document', many: 'documents' }} />
    </>
  );
}

/**
 * The Invoices tab: the register of tax invoices, bills of supply and credit notes (credit notes
 * negative) issued between two dates in India, a page at a time, and its CSV for GST returns.
 */
export function AdminInvoicesPanel() {
  const [range, setRange] = useState<InvoiceRegisterRange>({ from: '', to: '' });
  const problem = rangeProblem(range);
  const register = useInvoiceRegisterQuery(range, { enabled: problem === null });
  return (
    <div className="flex flex-col gap-4">
      <RegisterRange range={range} setRange={setRange} problem={problem} />
      {problem === null ? (
        <QueryState
          query={register}
          what="the invoice register"
          loading="Loading invoices…"
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            <EmptyState>
              {range.from || range.to
                ? 'No documents were issued in these dates.'
                : 'No documents issued yet.'}
            </EmptyState>
          }
        >
          {(data) => (
            <RegisterEntries entries={data.pages.flatMap((page) => page.items)} register={register} />
          )}
        </QueryState>
      ) : null}
    </div>
  );
}
