import { cn } from '../../../lib/cn.ts';

/** One labelled value of an order card; render inside a `<dl>`. */
export function OrderFact({
  label,
  value,
  mono = false,
  className,
}: {
  label: string;
  value: string;
  /** For ids: a fixed-width face that breaks anywhere. */
  mono?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd
        className={cn(
          'font-semibold break-words text-slate-900',
          mono ? 'font-mono text-xs break-all' : 'text-sm',
        )}
      >
        {value}
      </dd>
    </div>
  );
}
