import { findPackage, type Order } from '@launchpad/shared';
import type { PrepareCheckoutStep } from '../../../lib/checkout-step.ts';
import { BuyPackageButton } from './buy-package-button.tsx';

interface Props {
  order: Pick<Order, 'packageId'>;
  className: string;
  /** Where signing in again returns to: the screen the control is on. */
  returnTo: string;
  /** The step before the provider's page (billing's), when one is needed. */
  checkoutStep?: PrepareCheckoutStep;
  /** The id of the heading that names the order. */
  describedBy?: string;
  /** The control's name where no heading names the order (a row of a list). */
  ariaLabel?: string;
}

/**
 * Complete Payment: opens the checkout of a pending order's package, and the server resumes the
 * order that waits for it, so the customer pays for that order once.
 */
export function CompletePaymentButton({ order, ...button }: Props) {
  const pkg = findPackage(order.packageId);
  if (!pkg) return null;
  return <BuyPackageButton pkg={pkg} label="Complete Payment" {...button} />;
}
