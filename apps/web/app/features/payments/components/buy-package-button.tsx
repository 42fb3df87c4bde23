import type { LaunchPackage } from '@launchpad/shared';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/navigation/app-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import type { PrepareCheckoutStep } from '../../../lib/checkout-step.ts';
import { usePackagePurchase } from '../use-package-purchase.ts';

interface Props {
  pkg: LaunchPackage;
  /** Overrides the package's own button text (e.g. "Complete Payment"). */
  label?: string;
  /** The full classes of the button (e.g. the package card's); a large primary button otherwise. */
  className?: string;
  /**
   * The page that shows this package (`/?package=…`, `/about?package=…`): signing in returns there
   * with the purchase offered again. The home page's package by default.
   */
  returnTo?: string;
  /** Called with the page the browser is about to leave for; tests replace the navigation. */
  redirect?: (url: string) => void;
  /**
   * The step before the provider's page (billing details, the tax), chosen when the button is
   * pressed. Without it the purchase goes straight to the provider.
   */
  checkoutStep?: PrepareCheckoutStep;
  /**
   * The seller has a GSTIN, so it issues tax invoices: the button also offers "I need a GST invoice
   * in my business's name" (through `checkoutStep`). A seller without one issues a bill of supply.
   */
  offersGstInvoice?: boolean;
  /** The id of what describes the button (the heading of the order it pays for). */
  describedBy?: string;
  /** The button's name, when its text alone does not say which order it pays for. */
  ariaLabel?: string;
  /**
   * Moves focus to the button once it turns true: the purchase the page was opened to continue
   * (after signing in), so that the next key press pays rather than walking the whole page.
   */
  focused?: boolean;
}

/**
 * Buys a package. Signed out it is a link to the sign-in page that remembers the package
 * (prerendered so, it works before the page's scripts arrive); signed in it is a button:
 * 'Processing Payment...', the checkout step (billing) when one is needed, then the server prices
 * the package and opens a checkout, the attempt is remembered, and the browser leaves for the
 * provider's page in the same tab (PhonePe blocks new tabs without a referrer). A session that has
 * expired meanwhile leads to the sign-in page, which says so and returns here.
 */
export function BuyPackageButton({
  pkg,
  label,
  className,
  returnTo = paths.packageOnHome(pkg.id),
  redirect = (url) => window.location.assign(url),
  checkoutStep,
  offersGstInvoice = false,
  describedBy,
  ariaLabel,
  focused = false,
}: Props) {
  const { user, busy, error, step, buy, pay, closeStep } = usePackagePurchase({
    pkg,
    returnTo,
    redirect,
    checkoutStep,
  });
  const button = useRef<HTMLButtonElement>(null);
  const signedIn = user !== null;
  useEffect(() => {
    if (focused && signedIn) button.current?.focus();
  }, [focused, signedIn]);
  const classes = className ?? buttonClasses({ size: 'lg' });
  const text = label ?? pkg.buttonText;

  if (!user) {
    return (
      <AppLink to={paths.signIn({ next: returnTo })} className={classes}>
        {text}
      </AppLink>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        ref={button}
        type="button"
        onClick={() => void buy(false)}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={describedBy}
        aria-label={busy ? undefined : ariaLabel}
        className={classes}
      >
        {busy ? (
          <>
            <Spinner className="size-4" />
            Processing Payment...
          </>
        ) : (
          text
        )}
      </button>
      {checkoutStep && offersGstInvoice ? (
        <button
          type="button"
          onClick={() => void buy(true)}
          disabled={busy}
          className="self-center rounded py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          I need a GST invoice in my business's name
        </button>
      ) : null}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {step ? step({ pay, close: closeStep }) : null}
    </div>
  );
}
