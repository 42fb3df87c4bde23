import { type LaunchPackage, messages } from '@launchpad/shared';
import { useState } from 'react';
import { useAppNavigate } from '../../components/navigation/app-link.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError, isSessionEnded } from '../../lib/api-client.ts';
import type { CheckoutStepView, PrepareCheckoutStep } from '../../lib/checkout-step.ts';
import { clearStoredUser } from '../../lib/stored-user.ts';
import { useSession } from '../../lib/use-session.ts';

function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return messages.paymentNetworkError;
    return error.serverMessage ?? messages.paymentInitiationFailed;
  }
  return messages.paymentInitiationFailed;
}

interface PurchaseOptions {
  pkg: LaunchPackage;
  /** Where signing in returns to when the session has ended meanwhile. */
  returnTo: string;
  /** Leaves for the provider's page. */
  redirect: (url: string) => void;
  checkoutStep?: PrepareCheckoutStep;
}

/**
 * The purchase behind BuyPackageButton: the checkout step (billing) when one is needed, then the
 * server prices the package and opens a checkout, and the browser leaves for the provider's page. A
 * session that has expired meanwhile leads to the sign-in page, which says so and returns here.
 */
export function usePackagePurchase({ pkg, returnTo, redirect, checkoutStep }: PurchaseOptions) {
  const { user } = useSession();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<CheckoutStepView | null>(null);

  /** The sentence to show for a failure, or null when the session ended and the sign-in page opens. */
  function explain(caught: unknown): string | null {
    if (isSessionEnded(caught)) {
      clearStoredUser();
      navigate(paths.signIn({ next: returnTo, expired: true }));
      return null;
    }
    return `Payment failed: ${failureMessage(caught)}`;
  }

  /** Opens the checkout and leaves for it; resolves to what went wrong when it could not. */
  async function pay(): Promise<string | null> {
    if (!user) return null;
    try {
      const { startCheckout } = await import('./start-checkout.ts');
      redirect(await startCheckout(pkg, user));
      return null;
    } catch (caught) {
      return explain(caught);
    }
  }

  async function buy(wantsInvoice: boolean) {
    if (!user) return;
    setBusy(true);
    setError(null);
    let view: CheckoutStepView | null = null;
    try {
      view = checkoutStep ? await checkoutStep(pkg, { wantsInvoice }) : null;
    } catch (caught) {
      const failure = explain(caught);
      if (failure) {
        setError(failure);
        setBusy(false);
      }
      return;
    }
    if (view) {
      setStep(() => view);
      setBusy(false);
      return;
    }
    const failure = await pay();
    if (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return { user, busy, error, step, buy, pay, closeStep: () => setStep(null) };
}
