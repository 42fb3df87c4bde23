import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * A decorative spinner; pair it with visible or screen-reader text saying what is loading.
 * `className` replaces the default size, so pass one (e.g. `size-6 text-brand-600`) when overriding.
 */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
}
