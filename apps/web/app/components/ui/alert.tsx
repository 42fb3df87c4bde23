import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type AlertVariant = 'success' | 'error' | 'info';

const styles: Record<AlertVariant, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

type AlertProps = ComponentProps<'div'> & { variant: AlertVariant };

/**
 * A message box. Errors use role="alert" so they are announced at once; success and info use
 * role="status", which waits for the screen reader to finish what it is saying.
 */
export function Alert({ variant, className, children, ...props }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', styles[variant], className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
