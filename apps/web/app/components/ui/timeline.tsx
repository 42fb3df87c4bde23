import { formatDateTime } from '@launchpad/shared';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** One thing that happened: what, when, by whom, with an optional note and an action after it. */
export interface TimelineEntry {
  key: string;
  title: ReactNode;
  /** When it happened, an ISO timestamp. */
  at: string;
  by?: ReactNode;
  note?: ReactNode;
  action?: ReactNode;
}

interface TimelineProps {
  entries: readonly TimelineEntry[];
  /** The list's accessible name, e.g. "Timeline of GRV-2026-0001". */
  label?: string;
  /** Said instead of an empty list. */
  empty?: ReactNode;
  className?: string;
}

/** A history as a list along a rail, in the order given: each entry's title, time and author, then its note. */
export function Timeline({ entries, label, empty, className }: TimelineProps) {
  if (entries.length === 0 && empty !== undefined) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol aria-label={label} className={cn('flex flex-col gap-4 border-l-2 border-slate-200 pl-5', className)}>
      {entries.map((entry) => (
        <li key={entry.key} className="relative flex flex-col gap-0.5">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
          />
          <span className="text-sm font-semibold text-slate-900">{entry.title}</span>
          <span className="text-xs text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.by ? <> · {entry.by}</> : null}
          </span>
          {entry.note ? (
            <span className="text-sm break-words whitespace-pre-line text-slate-700">{entry.note}</span>
          ) : null}
          {entry.action ? <span className="self-start text-sm">{entry.action}</span> : null}
        </li>
      ))}
    </ol>
  );
}
