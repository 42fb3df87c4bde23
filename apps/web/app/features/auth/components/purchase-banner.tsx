import { formatInr, type LaunchPackage, launchPackages } from '@launchpad/shared';
import { ShoppingBag } from 'lucide-react';

/**
 * The package a visitor was buying when they were sent to sign in: the one the page they return
 * to (`next`, e.g. `/?package=growth`) has chosen. Null for any other page.
 */
export function packageBeingBought(next: string | null): LaunchPackage | null {
  if (!next) return null;
  // `next` is already a same-site path (see `sameSitePath`); the base only lets URL parse it.
  const chosen = new URL(next, 'https://launchpad.invalid').searchParams.get('package');
  return launchPackages.find((launchPackage) => launchPackage.id === chosen) ?? null;
}

/** Reminds a visitor signing in or signing up in the middle of a purchase what they are buying. */
export function PurchaseBanner({ launchPackage }: { launchPackage: LaunchPackage }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
      <ShoppingBag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-0.5">
        <p className="text-sm font-semibold">
          You’re buying {launchPackage.name} ({formatInr(launchPackage.price)})
        </p>
        <p className="text-sm">Sign in or create an account, then continue to payment.</p>
      </div>
    </div>
  );
}
