import { SiteStatistics } from '../features/catalogue/components/site-statistics.tsx';
import { useSiteConfig } from '../features/catalogue/site-config.ts';

/** The configured statistics with their sources, from the server's settings; none when unset. */
export default function SiteStatisticsIsland({ align }: { align: 'start' | 'center' }) {
  return (
    <SiteStatistics
      config={useSiteConfig()}
      className={align === 'center' ? 'items-center text-center' : undefined}
    />
  );
}
