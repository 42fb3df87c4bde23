import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const textareaClasses =
  'block min-h-32 w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm';

/** A multi-line text input; `register` from react-hook-form works as is (React 19 ref prop). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(textareaClasses, className)} {...props} />;
}
