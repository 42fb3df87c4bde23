import type { LaunchPackage } from '@launchpad/shared';
import type { ReactNode } from 'react';

/** What a step between the buy button and the provider's page may do. */
export interface CheckoutStepControls {
  /** Opens the checkout and leaves for the provider; resolves to the sentence to show when it could not. */
  pay: () => Promise<string | null>;
  /** Ends the step without buying. */
  close: () => void;
}

/** A step shown before the provider's page (the billing step), drawn with the buy button's controls. */
export type CheckoutStepView = (controls: CheckoutStepControls) => ReactNode;

/**
 * Chooses, when a buy button is pressed, the step to show before paying, or null to go straight to
 * the provider. `wantsInvoice`: the customer asked for an invoice in a business's name. A page hands
 * the payments feature the billing feature's (`prepareBillingStep`), so neither imports the other.
 */
export type PrepareCheckoutStep = (
  pkg: LaunchPackage,
  request: { wantsInvoice: boolean },
) => Promise<CheckoutStepView | null>;
