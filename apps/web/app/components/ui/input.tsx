import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm';

/** A text input. React 19 passes `ref` as a prop, so react-hook-form's `register` works as is. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
