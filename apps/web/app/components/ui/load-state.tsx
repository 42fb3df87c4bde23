import { RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** A list or panel that failed to load, with a way to try again. */
export function LoadError({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>
          {what} could not be loaded: {message}
        </span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    </Alert>
  );
}

/** The announced placeholder shown while a list loads for the first time. */
export function Loading({ label, className = 'py-16' }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-slate-700', className)}>
      <Spinner className="size-6 text-brand-600" />
      {label}
    </div>
  );
}
