import type { StatusTone } from '@launchpad/shared';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// 800 on 100 keeps every tone above WCAG AA contrast for small text.
const tones: Record<StatusTone, string> = {
  success: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  info: 'bg-blue-100 text-blue-800 ring-blue-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-200',
  danger: 'bg-red-100 text-red-800 ring-red-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
};

type BadgeProps = ComponentProps<'span'> & { tone?: StatusTone };

/** A small label for a state, such as an order status. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
