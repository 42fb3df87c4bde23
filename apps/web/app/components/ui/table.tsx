import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** One column: its header (read by screen readers even when hidden) and how a row fills its cell. */
export interface TableColumn<T> {
  key: string;
  header: string;
  /** Hide the header visually (a column of links, say); screen readers still read it. */
  hideHeader?: boolean;
  align?: 'left' | 'right';
  cell: (row: T) => ReactNode;
  /** Extra classes for the column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

/** From which width the rows are a table; below it they stack as cards. */
export type TableBreakpoint = 'md' | 'lg' | 'xl';

// Whole class names, so that Tailwind finds them in the source.
const stackedUntil: Record<TableBreakpoint, string> = { md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden' };
const tableFrom: Record<TableBreakpoint, string> = { md: 'md:block', lg: 'lg:block', xl: 'xl:block' };

interface TableProps<T> {
  /** What the rows are, e.g. "Payment attempts, newest first": the table's caption and the list's name. */
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly TableColumn<T>[];
  /** A row as a card on narrow screens; without it, the card lists each column's header and value. */
  card?: (row: T) => ReactNode;
  breakpoint?: TableBreakpoint;
  /** Tighter cells, for tables of many columns. */
  dense?: boolean;
}

/** The narrow-screen card a row gets when its table gives no `card`: each header above its value. */
function DefaultCard<T>({ row, columns }: { row: T; columns: readonly TableColumn<T>[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      {columns.map((column) => (
        <div key={column.key} className="flex min-w-0 flex-col">
          <dt
            className={cn(
              'text-xs font-medium tracking-wide text-slate-600 uppercase',
              column.hideHeader && 'sr-only',
            )}
          >
            {column.header}
          </dt>
          <dd className="break-words text-slate-900">{column.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Rows of data that fit a phone: a list of cards below `breakpoint`, a table with column headers
 * (`scope="col"`) and a caption from it. Both carry the same name, so either reads the same.
 */
export function Table<T>({
  caption,
  rows,
  rowKey,
  columns,
  card,
  breakpoint = 'md',
  dense = false,
}: TableProps<T>) {
  const pad = dense ? 'px-2.5 py-3' : 'px-4 py-3';
  return (
    <>
      <ul className={cn('flex flex-col gap-3', stackedUntil[breakpoint])} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{card ? card(row) : <DefaultCard row={row} columns={columns} />}</li>
        ))}
      </ul>
      <div
        className={cn(
          'hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm',
          tableFrom[breakpoint],
        )}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    pad,
                    'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                    column.align === 'right' ? 'text-right' : 'text-left',
                  )}
                >
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(pad, column.align === 'right' && 'text-right', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
