import { launchPackages } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { packageActionClasses } from '../features/catalogue/components/package-card.tsx';
import { PackageGrid } from '../features/catalogue/components/package-grid.tsx';
import { BuyPackageButton } from '../features/payments/components/buy-package-button.tsx';

/**
 * `/?package={id}` (Complete Payment on the dashboard): after hydration, scroll to that package,
 * mark it, and offer to finish paying for it. The prerendered page has no query string, so the
 * first render must not depend on it.
 */
function useResumedPackage(): string | null {
  const [resumed, setResumed] = useState<string | null>(null);
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('package');
    const known = launchPackages.some((p) => p.id === requested) ? requested : null;
    setResumed(known);
    if (known) document.getElementById(`package-${known}`)?.scrollIntoView({ block: 'center' });
  }, []);
  return resumed;
}

/**
 * The four packages. With `checkout`, their buttons buy (spec §4) and `/?package=` is honoured;
 * without, they lead to the sign-in page. Either way the cards offer WhatsApp chat when configured.
 */
export default function PackageGridIsland({ checkout }: { checkout: boolean }) {
  const resumed = useResumedPackage();
  if (!checkout) return <PackageGrid />;
  return (
    <PackageGrid
      highlightedId={resumed}
      action={(launchPackage) => (
        <BuyPackageButton
          pkg={launchPackage}
          label={launchPackage.id === resumed ? 'Complete Payment' : undefined}
          className={packageActionClasses(launchPackage)}
        />
      )}
    />
  );
}
