import { randomBytes } from 'node:crypto';
import {
  findPackage,
  type InitiatePaymentData,
  type initiatePaymentRequestSchema,
  messages,
  type PaymentAttempt,
  type PaymentState,
  paymentMessages,
  paymentMethodLabel,
  rupeesToPaise,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { PaymentsRepository, PaymentWithOrder } from './payments.repository.ts';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderStatus,
  WebhookAuthError,
} from './providers/provider.ts';

/** How long the provider keeps a checkout open (PhonePe allows 300–3600 s). */
export const CHECKOUT_TTL_SECONDS = 20 * 60;
/** Past expiry the reconciler keeps asking this long for a late answer before giving up. */
export const EXPIRY_GRACE_MS = 10 * 60 * 1000;
/** PhonePe's advice: the first status check about 20 s after the payment starts. */
export const FIRST_CHECK_DELAY_MS = 20 * 1000;

/**
 * When to ask the provider next about a pending attempt, by its age: PhonePe's reconciliation
 * ladder (every 3 s, then 6 s, 10 s, 30 s, then once a minute).
 */
export function nextCheckDelayMs(ageMs: number): number {
  const s = ageMs / 1000;
  if (s < 50) return 3_000;
  if (s < 110) return 6_000;
  if (s < 170) return 10_000;
  if (s < 230) return 30_000;
  return 60_000;
}

/** A fresh provider-safe attempt id: letters and digits, 22 characters (Razorpay allows 40). */
export function newMerchantOrderId(now: Date = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `LP${day}${randomBytes(7).toString('hex').toUpperCase()}`;
}

export type Actor = 'provider' | 'system' | (string & {});

interface Deps {
  db: Db;
  ordersRepo: OrdersRepository;
  paymentsRepo: PaymentsRepository;
  provider: PaymentProvider;
  enabled: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

function toAttempt(payment: PaymentWithOrder): PaymentAttempt {
  return {
    merchantOrderId: payment.merchantOrderId,
    orderId: payment.orderId,
    packageId: payment.order.packageId,
    packageName: payment.order.packageName,
    amount: payment.amountPaise / 100,
    state: payment.state,
    paymentMethod: paymentMethodLabel(payment.paymentMode),
    orderStatus: payment.order.status,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

const statusMessages: Record<PaymentState, string> = {
  COMPLETED: paymentMessages.completed,
  FAILED: paymentMessages.failed,
  PENDING: paymentMessages.processing,
};

export function createPaymentsService(deps: Deps) {
  const { db, ordersRepo, paymentsRepo, provider, log } = deps;
  const now = deps.now ?? Date.now;

  /**
   * The one transition function. Webhooks, status checks and the reconciler all end here, each
   * with a status just read from the provider. Conditional updates in one transaction make the
   * second of two racing callers a no-op.
   */
  async function applyProviderStatus(
    payment: PaymentWithOrder,
    status: ProviderStatus,
    actor: Actor,
  ): Promise<PaymentState> {
    if (status.state === 'PENDING') {
      const age = now() - payment.createdAt.getTime();
      await paymentsRepo.markChecked(payment.id, status.raw, new Date(now() + nextCheckDelayMs(age)));
      return 'PENDING';
    }

    if (status.state === 'COMPLETED' && status.amountPaise !== payment.amountPaise) {
      // Money moved, but not the amount this attempt asked for: never fulfil; a person must look.
      log.error(
        {
          merchantOrderId: payment.merchantOrderId,
          expectedPaise: payment.amountPaise,
          paidPaise: status.amountPaise,
        },
        'PAYMENT AMOUNT MISMATCH: the order is not fulfilled and needs manual review',
      );
      return db.transaction(async (tx) => {
        const settled = await paymentsRepo.settle(tx, payment.id, 'FAILED', {
          paymentMode: status.paymentMode,
          raw: {
            mismatch: { expectedPaise: payment.amountPaise, paidPaise: status.amountPaise },
            provider: status.raw,
          },
        });
        if (settled) {
          await ordersRepo.appendEvent(tx, {
            orderId: payment.orderId,
            fromStatus: payment.order.status,
            toStatus: payment.order.status,
            actor: 'system',
            reason: `Payment ${payment.merchantOrderId} refused: paid ₹${status.amountPaise / 100}, expected ₹${payment.amountPaise / 100}; held for review`,
          });
        }
        return 'FAILED' as const;
      });
    }

    const method = paymentMethodLabel(status.paymentMode);
    return db.transaction(async (tx) => {
      const settled = await paymentsRepo.settle(tx, payment.id, status.state as 'COMPLETED' | 'FAILED', {
        paymentMode: status.paymentMode,
        raw: status.raw,
      });
      if (!settled) {
        // Someone else applied this answer first (or the attempt was already paid).
        const current = await paymentsRepo.findByMerchantOrderId(payment.merchantOrderId, tx);
        return current?.state ?? payment.state;
      }
      if (status.state === 'FAILED') {
        await ordersRepo.appendEvent(tx, {
          orderId: payment.orderId,
          fromStatus: payment.order.status,
          toStatus: payment.order.status,
          actor,
          reason: `Payment ${payment.merchantOrderId} failed or was cancelled`,
        });
        return 'FAILED';
      }
      const moved = await ordersRepo.transition(tx, payment.orderId, 'pending', 'in-progress', {
        paymentMethod: method,
      });
      if (moved) {
        await ordersRepo.appendEvent(tx, {
          orderId: payment.orderId,
          fromStatus: 'pending',
          toStatus: 'in-progress',
          actor,
          reason: `Payment of ₹${payment.amountPaise / 100} received${method ? ` by ${method}` : ''} (${payment.merchantOrderId})`,
        });
      } else {
        const order = await ordersRepo.findById(payment.orderId, tx);
        log.error(
          { merchantOrderId: payment.merchantOrderId, orderStatus: order?.status },
          'PAYMENT RECEIVED FOR AN ORDER THAT IS NO LONGER PENDING: refund or apply by hand',
        );
        await ordersRepo.appendEvent(tx, {
          orderId: payment.orderId,
          fromStatus: order?.status ?? null,
          toStatus: order?.status ?? 'pending',
          actor,
          reason: `Extra payment ${payment.merchantOrderId} received while the order was ${order?.status}; due for refund`,
        });
      }
      return 'COMPLETED';
    });
  }

  async function refreshFromProvider(payment: PaymentWithOrder, actor: Actor): Promise<PaymentState> {
    const status = await provider.getStatus(payment.merchantOrderId, payment.providerOrderId);
    return applyProviderStatus(payment, status, actor);
  }

  return {
    applyProviderStatus,

    async initiate(
      user: UserRow,
      input: z.output<typeof initiatePaymentRequestSchema>,
    ): Promise<InitiatePaymentData> {
      if (!deps.enabled) throw new AppError('payments_disabled', messages.paymentsDisabled);
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

      const merchantOrderId = newMerchantOrderId(new Date(now()));
      const amountPaise = rupeesToPaise(pkg.price);
      const { order, payment } = await db.transaction(async (tx) => {
        const { order, created } = await ordersRepo.findOrCreatePending(tx, {
          userId: user.id,
          packageId: pkg.id,
          packageName: pkg.name,
          amount: pkg.price,
        });
        if (created) {
          await ordersRepo.appendEvent(tx, {
            orderId: order.id,
            fromStatus: null,
            toStatus: 'pending',
            actor: user.id,
            reason: 'Order placed',
          });
        }
        const payment = await paymentsRepo.insert(tx, {
          orderId: order.id,
          merchantOrderId,
          provider: provider.name,
          amountPaise,
          expiresAt: new Date(now() + CHECKOUT_TTL_SECONDS * 1000),
          nextCheckAt: new Date(now() + FIRST_CHECK_DELAY_MS),
        });
        return { order, payment };
      });

      try {
        const checkout = await provider.createCheckout({
          merchantOrderId,
          amountPaise,
          redirectUrl: `${deps.publicUrl}/payment-success?merchantOrderId=${merchantOrderId}`,
          expireAfterSeconds: CHECKOUT_TTL_SECONDS,
          description: `Launchpad ${pkg.name} package`,
          customer: { name: user.name, email: user.email, phone: user.phone },
        });
        await paymentsRepo.recordCheckout(payment.id, checkout.providerOrderId, checkout.expiresAt);
        return { checkoutUrl: checkout.checkoutUrl, merchantOrderId, orderId: order.id, amount: pkg.price };
      } catch (error) {
        log.error({ err: error, merchantOrderId }, 'payment initiation failed at the provider');
        await paymentsRepo.settle(db, payment.id, 'FAILED', {
          paymentMode: null,
          raw: { initiationError: error instanceof Error ? error.message : String(error) },
        });
        throw new AppError('payment_initiation_failed', messages.failedToInitiatePayment);
      }
    },

    /** The attempt for its owner (or an admin), refreshed from the provider while it is pending. */
    async status(
      user: UserRow,
      merchantOrderId: string,
    ): Promise<{ attempt: PaymentAttempt; message: string }> {
      let payment = await paymentsRepo.findByMerchantOrderId(merchantOrderId);
      if (!payment || (payment.order.userId !== user.id && !user.isAdmin)) {
        throw new AppError('not_found', 'No payment with this reference');
      }
      if (payment.state === 'PENDING') {
        try {
          await refreshFromProvider(payment, 'provider');
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          log.warn({ err: error, merchantOrderId }, 'status check could not reach the provider');
          await paymentsRepo.checkSoon(payment.id);
          throw new AppError('payment_status_failed', messages.failedToCheckPaymentStatus);
        }
        payment = (await paymentsRepo.findByMerchantOrderId(merchantOrderId)) ?? payment;
      }
      return { attempt: toAttempt(payment), message: statusMessages[payment.state] };
    },

    async list(user: UserRow): Promise<PaymentAttempt[]> {
      return (await paymentsRepo.listByUser(user.id)).map(toAttempt);
    },

    /**
     * A provider's notification: authenticated, then treated as a hint to re-read the status.
     * Answers quickly; when the provider cannot be asked now, the reconciler asks soon.
     */
    async handleWebhook(
      route: 'phonepe' | 'razorpay',
      headers: Record<string, string | string[] | undefined>,
      rawBody: Buffer,
    ): Promise<'applied' | 'ignored' | 'deferred'> {
      const speaks = provider.name === 'sandbox' ? 'phonepe' : provider.name;
      if (route !== speaks) throw new AppError('not_found', messages.routeNotFound);
      let notice: ReturnType<PaymentProvider['verifyWebhook']>;
      try {
        notice = provider.verifyWebhook(headers, rawBody);
      } catch (error) {
        if (error instanceof WebhookAuthError) {
          log.warn({ route }, 'webhook with bad credentials refused');
          throw new AppError('unauthenticated', 'Webhook authentication failed');
        }
        throw error;
      }
      if (!notice.merchantOrderId) return 'ignored';
      const payment = await paymentsRepo.findByMerchantOrderId(notice.merchantOrderId);
      if (!payment) {
        log.warn(
          { merchantOrderId: notice.merchantOrderId, event: notice.event },
          'webhook for an unknown payment',
        );
        return 'ignored';
      }
      if (payment.state === 'COMPLETED') return 'ignored';
      try {
        await refreshFromProvider(payment, 'provider');
        return 'applied';
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, merchantOrderId: payment.merchantOrderId }, 'webhook re-check deferred');
        await paymentsRepo.checkSoon(payment.id);
        return 'deferred';
      }
    },

    /** One reconciler pass: claims due pending attempts and settles what the provider knows. */
    async reconcileDue(limit = 20): Promise<number> {
      const due = await paymentsRepo.claimDue(limit, 60);
      for (const payment of due) {
        try {
          const status = await provider.getStatus(payment.merchantOrderId, payment.providerOrderId);
          if (status.state === 'PENDING' && now() > payment.expiresAt.getTime() + EXPIRY_GRACE_MS) {
            await applyProviderStatus(payment, { ...status, state: 'FAILED' }, 'system');
          } else {
            await applyProviderStatus(payment, status, 'system');
          }
        } catch (error) {
          log.warn(
            { err: error, merchantOrderId: payment.merchantOrderId },
            'reconciler check failed; will retry',
          );
          const age = now() - payment.createdAt.getTime();
          if (now() > payment.expiresAt.getTime() + EXPIRY_GRACE_MS * 6) {
            // The provider has been unreachable for an hour past expiry: stop and leave it failed.
            await applyProviderStatus(
              payment,
              { state: 'FAILED', amountPaise: payment.amountPaise, paymentMode: null, raw: { gaveUp: true } },
              'system',
            );
          } else {
            await paymentsRepo.markChecked(payment.id, undefined, new Date(now() + nextCheckDelayMs(age)));
          }
        }
      }
      return due.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
