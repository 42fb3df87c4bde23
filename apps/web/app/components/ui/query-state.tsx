import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** The announced placeholder shown while something loads for the first time. */
export function Loading({ label, className = 'py-16' }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-slate-700', className)}>
      <Spinner className="size-6 text-brand-600" />
      {label}
    </div>
  );
}

interface QueryErrorProps {
  /** What failed to load, as it reads after "We could not load": "your orders". */
  what: string;
  message: string;
  onRetry: () => void;
  /** True while the retry is on its way: the button waits and shows it. */
  retrying?: boolean;
  /** A sentence between the failure and its reason, e.g. that nothing was lost. */
  note?: ReactNode;
}

/** Something that failed to load, why, and a Retry button; never an empty list in its place. */
export function QueryError({ what, message, onRetry, retrying = false, note }: QueryErrorProps) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0">
          <strong className="font-semibold">We could not load {what}.</strong> {note ? <>{note} </> : null}
          {message}
        </p>
        <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner className="size-4" /> : <RotateCw aria-hidden="true" className="size-4" />}
          Retry
        </Button>
      </div>
    </Alert>
  );
}

/** The part of a query result that `QueryState` reads (TanStack Query's result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What failed to load, as it reads after "We could not load": "your orders". */
  what: string;
  /** The placeholder's words while the first answer is awaited: "Loading your orders…". */
  loading: string;
  loadingClassName?: string;
  errorNote?: ReactNode;
  /** Shown instead of `children` when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * One query's three states and its data: the data once it is there (kept while a refetch fails),
 * else the failure with Retry, else the loading placeholder; an empty answer shows `empty`.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, what, loading, loadingClassName, errorNote, empty, isEmpty, children } = props;
  if (query.data !== undefined) {
    return <>{empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <QueryError
        what={what}
        message={query.error?.message ?? 'The server did not answer.'}
        note={errorNote}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Loading label={loading} className={loadingClassName} />;
}
