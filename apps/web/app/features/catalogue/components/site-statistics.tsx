import type { SiteConfig } from '@launchpad/shared';
import { cn } from '../../../lib/cn.ts';

/**
 * The figures the operator configured (client satisfaction), each with its source; nothing while
 * the settings are unknown or when none is configured: the site claims no figure it cannot source.
 */
export function SiteStatistics({ config, className }: { config: SiteConfig | null; className?: string }) {
  const statistics = config?.statistics ?? [];
  if (statistics.length === 0) return null;
  return (
    <ul
      className={cn('flex flex-col gap-1 text-sm text-slate-700', className)}
      aria-label="Figures and their sources"
    >
      {statistics.map((statistic) => (
        <li key={statistic.label} data-testid="site-statistic">
          <span className="font-semibold text-slate-900">
            {statistic.figure} {statistic.label}
          </span>{' '}
          <span className="text-slate-600">(source: {statistic.source})</span>
        </li>
      ))}
    </ul>
  );
}
