import {
  findPackage,
  type InitiatePaymentData,
  type initiatePaymentRequestSchema,
  isPaymentOpen,
  type LaunchPackage,
  messages,
  paymentReturnUrl,
  rupeesToPaise,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { OrderBilling, PaymentRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseWhenLimited } from '../../lib/rate-limiter.ts';
import {
  CHECKOUT_TTL_SECONDS,
  FIRST_CHECK_DELAY_MS,
  initiationLimitMessage,
  newMerchantOrderId,
  RESUME_WAIT_MS,
} from './payment-timing.ts';
import type { PaymentsUnitDeps } from './payments-deps.ts';
import { providerUnavailable } from './provider-unavailable.ts';
import { ProviderError } from './providers/provider.ts';
import { cancelAtProvider } from './settle-payment.ts';

type InitiateInput = z.output<typeof initiatePaymentRequestSchema>;

/** The package asked for, at its list price; an unknown package or another amount is a 400. */
function packageOf(input: InitiateInput): LaunchPackage {
  const pkg = findPackage(input.packageId);
  if (!pkg) {
    throw new AppError('validation_failed', 'This package does not exist', [
      { path: 'packageId', message: 'Unknown package' },
    ]);
  }
  if (input.amount !== undefined && input.amount !== pkg.price) {
    throw new AppError(
      'validation_failed',
      `The amount does not match the price of the ${pkg.name} package`,
      [{ path: 'amount', message: `The price of ${pkg.name} is ${pkg.price}` }],
    );
  }
  return pkg;
}

/**
 * The order's live checkout attempt, in one transaction: the pending order (placed if new), its
 * billing, and either the attempt just started (resumed) or a new one that supersedes the others.
 */
function startAttempt(
  deps: PaymentsUnitDeps,
  user: UserRow,
  charge: { pkg: LaunchPackage; billing: OrderBilling | null; amountPaise: number },
) {
  const { orderReads, orderWrites, paymentsRepo, now } = deps;
  const { pkg, billing, amountPaise } = charge;
  return deps.db.transaction(async (tx) => {
    const { order } = await orderWrites.openPendingOrder(tx, {
      userId: user.id,
      packageId: pkg.id,
      packageName: pkg.name,
      amount: pkg.price,
    });
    // Initiates of one order queue here, so each sees what the one before it left.
    await orderReads.lockById(tx, order.id);
    if (billing) await orderWrites.recordBilling(tx, order.id, billing);
    const open = await paymentsRepo.findNewestPending(tx, order.id);
    // A checkout for another total (billing details changed the tax) is not resumed.
    if (open && open.amountPaise === amountPaise && now() - open.createdAt.getTime() < deps.resumeWindowMs) {
      return { order, payment: open, resumed: true, superseded: [] };
    }
    const limit = await deps.rateLimiter.hit(`payment-initiation:${user.id}`, deps.initiationLimit);
    refuseWhenLimited(limit, initiationLimitMessage(limit.retryAfterSeconds));
    // One live checkout per order: the earlier ones leave the customer's lists.
    const superseded = await paymentsRepo.supersedeOpen(tx, order.id);
    const payment = await paymentsRepo.insert(tx, {
      orderId: order.id,
      merchantOrderId: newMerchantOrderId(new Date(now())),
      provider: deps.provider.name,
      amountPaise,
      expiresAt: new Date(now() + CHECKOUT_TTL_SECONDS * 1000),
      nextCheckAt: new Date(now() + FIRST_CHECK_DELAY_MS),
    });
    return { order, payment, resumed: false, superseded };
  });
}

/** A resumed checkout's page: the first initiate may still be waiting for the provider. */
async function checkoutUrlOf(deps: PaymentsUnitDeps, payment: PaymentRow): Promise<string> {
  const deadline = Date.now() + RESUME_WAIT_MS;
  let current: PaymentRow | undefined = payment;
  while (current && isPaymentOpen(current.state) && !current.checkoutUrl && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await deps.paymentsRepo.findById(payment.id);
  }
  if (current && isPaymentOpen(current.state) && current.checkoutUrl) return current.checkoutUrl;
  throw new AppError('payment_initiation_failed', messages.failedToInitiatePayment, undefined, 30);
}

/** Opens the new attempt's checkout at the provider; a failure fails the attempt. */
async function openCheckout(
  deps: PaymentsUnitDeps,
  user: UserRow,
  started: { pkg: LaunchPackage; payment: PaymentRow; superseded: PaymentRow[] },
): Promise<string> {
  const { paymentsRepo, provider, log } = deps;
  const { pkg, payment } = started;
  const merchantOrderId = payment.merchantOrderId;
  try {
    const checkout = await provider.createCheckout({
      merchantOrderId,
      amountPaise: payment.amountPaise,
      redirectUrl: paymentReturnUrl(deps.publicUrl, merchantOrderId),
      expireAfterSeconds: CHECKOUT_TTL_SECONDS,
      description: `Launchpad ${pkg.name} package`,
      customer: { name: user.name, email: user.email, phone: user.phone },
    });
    await paymentsRepo.recordCheckout(payment.id, checkout);
    await cancelAtProvider(deps, started.superseded);
    return checkout.checkoutUrl;
  } catch (error) {
    log.error({ err: error, merchantOrderId }, 'payment initiation failed at the provider');
    await paymentsRepo.settle(deps.db, payment.id, 'FAILED', {
      paymentMode: null,
      raw: { initiationError: error instanceof Error ? error.message : String(error) },
    });
    if (error instanceof ProviderError) throw providerUnavailable(error);
    throw new AppError('payment_initiation_failed', messages.failedToInitiatePayment, undefined, 30);
  }
}

/**
 * A customer starts paying for a package: the order is placed (or found), priced with GST when it
 * is due, and sent to the provider's checkout; a repeat within moments resumes the same checkout.
 */
export async function initiatePayment(
  deps: PaymentsUnitDeps,
  user: UserRow,
  input: InitiateInput,
): Promise<InitiatePaymentData> {
  if (!deps.enabled) throw new AppError('payments_disabled', messages.paymentsDisabled);
  const pkg = packageOf(input);
  // The request's amount is the list price (the fee); the charge adds GST when it is due.
  const billing = (await deps.billing?.chargeFor(user, pkg)) ?? null;
  const amountPaise = rupeesToPaise(billing?.total ?? pkg.price);
  const started = await startAttempt(deps, user, { pkg, billing, amountPaise });
  const { order, payment } = started;
  const data = (checkoutUrl: string) => ({
    checkoutUrl,
    merchantOrderId: payment.merchantOrderId,
    orderId: order.id,
    // What is charged: the fee, with GST when it is due.
    amount: payment.amountPaise / 100,
  });
  if (started.resumed) return data(await checkoutUrlOf(deps, payment));
  return data(await openCheckout(deps, user, { pkg, payment, superseded: started.superseded }));
}
