import { Rocket } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../navigation/app-link.tsx';

/** The Launchpad wordmark, linking home. */
export function BrandLogo({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <AppLink
      to={paths.home}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight',
        tone === 'light' ? 'text-slate-900' : 'text-white',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm"
      >
        <Rocket className="size-5" />
      </span>
      Launchpad
    </AppLink>
  );
}
