import { type LaunchPackage, launchPackages } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { paths } from '../config/paths.ts';
import { prepareBillingStep } from '../features/billing/checkout-billing-step.tsx';
import { packageActionClasses } from '../features/catalogue/components/package-card.tsx';
import { PackageGrid } from '../features/catalogue/components/package-grid.tsx';
import { useSiteConfig } from '../features/catalogue/site-config.ts';
import { hasPendingOrder } from '../features/orders/api/has-pending-order.ts';
import { BuyPackageButton } from '../features/payments/components/buy-package-button.tsx';
import { isSessionEnded } from '../lib/api-client.ts';
import { clearStoredUser } from '../lib/stored-user.ts';
import { useSession } from '../lib/use-session.ts';

/** Room kept between the sticky navigation bar and the top of a package scrolled to. */
const SCROLL_GAP_PX = 24;

/** Scrolls the package's card to just below the sticky navigation bar (not under it). */
function scrollToPackage(packageId: string) {
  const card = document.getElementById(`package-${packageId}`);
  if (!card) return;
  const header = document.querySelector('header');
  const covered = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
  window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - covered - SCROLL_GAP_PX });
}

/** What the chosen package offers: whether its order waits for payment, or a fresh purchase. */
type Offer = { kind: 'pending' } | { kind: 'continue' };

/**
 * `?package={id}` (Complete Payment or "See the … package" on the dashboard, or the return from signing
 * in): after hydration, scroll to that package and mark it. The prerendered page has no query
 * string, so the first render must not depend on it.
 */
function useChosenPackage(): LaunchPackage | null {
  const [chosen, setChosen] = useState<LaunchPackage | null>(null);
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('package');
    const known = launchPackages.find((p) => p.id === requested) ?? null;
    setChosen(known);
    if (known) scrollToPackage(known.id);
  }, []);
  return chosen;
}

/**
 * For a signed-in customer, whether the chosen package has an order waiting for payment (then it
 * says so), or not (then it offers to continue the purchase). Nothing is claimed before the answer,
 * nor to a visitor who is signed out.
 */
function useOffer(chosen: LaunchPackage | null, signedIn: boolean): Offer | null {
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    setOffer(null);
    if (!chosen || !signedIn) return;
    const controller = new AbortController();
    hasPendingOrder(chosen.id, controller.signal)
      .then((pending) => setOffer({ kind: pending ? 'pending' : 'continue' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The session ended: the cards become links to the sign-in page, which return here.
        if (isSessionEnded(error)) clearStoredUser();
        else setOffer({ kind: 'continue' });
      });
    return () => controller.abort();
  }, [chosen, signedIn]);
  return offer;
}

function offerNote(offer: Offer | null, chosen: LaunchPackage): string | null {
  if (offer?.kind === 'pending') return 'Your order for this package is waiting for payment.';
  if (offer?.kind === 'continue') return `Continue your purchase of the ${chosen.name} package.`;
  return null;
}

function offerLabel(offer: Offer | null): string | undefined {
  if (offer?.kind === 'pending') return 'Complete Payment';
  if (offer?.kind === 'continue') return 'Continue Purchase';
  return undefined;
}

/**
 * The four packages on `page` (the home page, about). Their buttons buy for a signed-in
 * customer, through the billing step when one is needed; for anyone else they are links to the
 * sign-in page that return to the package here.
 * The cards offer WhatsApp chat when configured.
 */
export default function PackageGridIsland({ page }: { page: string }) {
  const chosen = useChosenPackage();
  const { user } = useSession();
  const offer = useOffer(chosen, user !== null);
  // Only a seller with a GSTIN issues tax invoices; nothing is offered before the settings are known.
  const offersGstInvoice = Boolean(useSiteConfig()?.seller?.gstin);
  return (
    <PackageGrid
      highlightedId={chosen?.id}
      note={chosen ? offerNote(offer, chosen) : null}
      action={(launchPackage) => (
        <BuyPackageButton
          pkg={launchPackage}
          label={launchPackage.id === chosen?.id ? offerLabel(offer) : undefined}
          returnTo={paths.packageOn(page, launchPackage.id)}
          className={packageActionClasses(launchPackage)}
          checkoutStep={prepareBillingStep}
          offersGstInvoice={offersGstInvoice}
          focused={launchPackage.id === chosen?.id && offer !== null}
        />
      )}
    />
  );
}
