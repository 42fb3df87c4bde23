import type { LaunchPackage, PublicUser } from '@launchpad/shared';
import { initiatePayment } from './api/initiate-payment.ts';
import { savePendingPayment } from './pending-payment.ts';

/**
 * Opens a checkout for the package and remembers the attempt; returns the provider's
 * page. Loaded when a buy button is pressed, so pages do not load the payment contracts up front.
 */
export async function startCheckout(pkg: LaunchPackage, user: PublicUser): Promise<string> {
  const checkout = await initiatePayment({ packageId: pkg.id, amount: pkg.price });
  savePendingPayment({
    merchantOrderId: checkout.merchantOrderId,
    packageName: pkg.name,
    amount: checkout.amount,
    timestamp: Date.now(),
    userDetails: { name: user.name, phone: user.phone },
  });
  return checkout.checkoutUrl;
}
