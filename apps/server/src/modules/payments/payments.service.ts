import { randomBytes } from 'node:crypto';
import {
  findPackage,
  formatPaise,
  type InitiatePaymentData,
  type initiatePaymentRequestSchema,
  isAwaitingPayment,
  messages,
  orderReference,
  type PaymentAttempt,
  type PaymentHistoryPage,
  type PaymentState,
  type paymentHistoryQuerySchema,
  paymentMessages,
  paymentMethodLabel,
  paymentReturnUrl,
  rupeesToPaise,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RateLimitRule } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, PaymentRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { FulfilmentService } from '../fulfilment/fulfilment.service.ts';
import type { OrderTransitions } from '../orders/order-transitions.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { PaymentNotices } from './payment-notices.ts';
import type { PaymentsRepository, PaymentWithOrder } from './payments.repository.ts';
import { providerUnavailable } from './provider-unavailable.ts';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderStatus,
  WebhookAuthError,
} from './providers/provider.ts';
import type { RefundsRepository, RefundWithPayment } from './refunds.repository.ts';
import { type RefundsService, toRefund } from './refunds.service.ts';
import { createStatusChecks, statusLimitMessage } from './status-checks.ts';

/**
 * How long the provider keeps a checkout open (PhonePe allows 300–3600 s; Razorpay's links last at
 * least 16 minutes). Short, so that an abandoned checkout stops being payable and being polled soon.
 */
export const CHECKOUT_TTL_SECONDS = 10 * 60;
/** A provider that cannot be reached is retried this long past the checkout's expiry, then left. */
export const UNREACHABLE_GRACE_MS = 60 * 60 * 1000;
/** A repeated initiate for the same order within this time resumes the live checkout. */
export const RESUME_WINDOW_MS = 10_000;
/** How long a resumed initiate waits for the first one to get its checkout from the provider. */
const RESUME_WAIT_MS = 20_000;
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

/** What the money path needs of billing: the charge at checkout, the invoice at completion. */
type Billing = Pick<BillingService, 'chargeFor' | 'issueInvoiceForPayment' | 'invoiceIdsOfPayments'>;

/** The sentence of a 429 on initiation, saying when to try again. */
export function initiationLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} seconds`
      : minutes === 1
        ? '1 minute'
        : `${minutes} minutes`;
  return `Too many payment attempts. Please try again in ${wait}.`;
}

interface Deps {
  /** Adds GST to the charge and issues the invoice; without it the list price is charged, no documents. */
  billing?: Billing;
  db: Db;
  ordersRepo: OrdersRepository;
  paymentsRepo: PaymentsRepository;
  transitions: OrderTransitions;
  refunds: RefundsService;
  refundsRepo: RefundsRepository;
  provider: PaymentProvider;
  rateLimiter: RateLimiter;
  /** New checkouts per user (a resumed checkout does not count). */
  initiationLimit: RateLimitRule;
  /** Status checks per user; the provider calls they cause are coalesced per attempt besides. */
  statusLimit: RateLimitRule;
  /** Gives a paid order its launch plan, in the payment's transaction. */
  fulfilment: Pick<FulfilmentService, 'startLaunch'>;
  /** The receipt and the failure notice, queued by mail in the payment's transaction. */
  notices?: PaymentNotices;
  enabled: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

function toAttempt(
  payment: PaymentWithOrder,
  refunds: RefundWithPayment[],
  invoiceIds: ReadonlyMap<string, string>,
): PaymentAttempt {
  const own = refunds.filter((refund) => refund.paymentId === payment.id);
  return {
    merchantOrderId: payment.merchantOrderId,
    orderId: payment.orderId,
    orderReference: orderReference(payment.orderId),
    packageId: payment.order.packageId,
    packageName: payment.order.packageName,
    amount: payment.amountPaise / 100,
    state: payment.state,
    paymentMethod: paymentMethodLabel(payment.paymentMode),
    orderStatus: payment.order.status,
    refundedAmount:
      own.filter((r) => r.state === 'COMPLETED').reduce((sum, r) => sum + r.amountPaise, 0) / 100,
    refunds: own.map(toRefund),
    invoiceId: invoiceIds.get(payment.id) ?? null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

const statusMessages: Record<PaymentState, string> = {
  COMPLETED: paymentMessages.completed,
  FAILED: paymentMessages.failed,
  PENDING: paymentMessages.processing,
  SUPERSEDED: paymentMessages.superseded,
  EXPIRED: paymentMessages.expired,
};

export function createPaymentsService(deps: Deps) {
  const { db, ordersRepo, paymentsRepo, transitions, refunds, refundsRepo, provider, log } = deps;
  const now = deps.now ?? Date.now;
  const statusChecks = createStatusChecks(deps.rateLimiter);

  /** Each completed payment's invoice; none without billing or before a payment completes. */
  async function invoiceIdsOf(paymentIds: string[]): Promise<ReadonlyMap<string, string>> {
    if (!deps.billing || paymentIds.length === 0) return new Map();
    return deps.billing.invoiceIdsOfPayments(paymentIds);
  }

  /**
   * Closes superseded checkouts at the provider where it can (Razorpay links can be cancelled);
   * a closed one needs no last look. Runs after the commit; a failure leaves the last look to the
   * reconciler, so nothing is lost when it does not run at all.
   */
  async function cancelAtProvider(superseded: PaymentRow[]): Promise<void> {
    if (!provider.cancelCheckout) return;
    for (const attempt of superseded) {
      if (!attempt.providerOrderId) continue;
      try {
        await provider.cancelCheckout(attempt.merchantOrderId, attempt.providerOrderId);
        await paymentsRepo.stopChecking(attempt.id);
      } catch (error) {
        log.warn(
          { err: error, merchantOrderId: attempt.merchantOrderId },
          'superseded checkout not cancelled',
        );
      }
    }
  }

  /** The next check of a pending attempt: PhonePe's ladder, but never past the checkout's expiry. */
  function nextCheckAt(payment: PaymentRow): Date {
    const t = now();
    const ladder = t + nextCheckDelayMs(t - payment.createdAt.getTime());
    const expiry = payment.expiresAt.getTime();
    return new Date(t < expiry ? Math.min(ladder, expiry) : ladder);
  }

  /**
   * A payment completed for an order that was already paid or cancelled (two tabs, a superseded
   * checkout paid after all): its full refund is recorded in the transaction that settled it, and
   * sent after the commit (or by the reconciler).
   */
  async function onExtraPayment(
    tx: Queryable,
    payment: PaymentRow,
    order: OrderRow,
  ): Promise<string | undefined> {
    log.warn(
      { merchantOrderId: payment.merchantOrderId, orderStatus: order.status },
      'extra payment for an order already paid or cancelled: refunding it in full',
    );
    return (await refunds.refundExtraPayment(tx, payment, order))?.id;
  }

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
    if (status.state === 'PENDING' || status.state === 'SUPERSEDED' || status.state === 'EXPIRED') {
      if (payment.state === 'PENDING')
        await paymentsRepo.markChecked(payment.id, status.raw, nextCheckAt(payment));
      return payment.state;
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
          await ordersRepo.appendNote(
            tx,
            payment.order,
            'system',
            `Payment ${payment.merchantOrderId} refused: paid ${formatPaise(status.amountPaise)}, expected ${formatPaise(payment.amountPaise)}; held for review`,
          );
        }
        return 'FAILED' as const;
      });
    }

    const method = paymentMethodLabel(status.paymentMode);
    const outcome = await db.transaction(async (tx) => {
      // The order first, then the attempt: the same lock order as every other writer of both.
      const order = await ordersRepo.lockById(tx, payment.orderId);
      if (!order) throw new Error('a payment without its order');
      const settled = await paymentsRepo.settle(tx, payment.id, status.state as 'COMPLETED' | 'FAILED', {
        paymentMode: status.paymentMode,
        raw: status.raw,
      });
      if (!settled) {
        // Someone else applied this answer first (or the attempt was already paid).
        const current = await paymentsRepo.findByMerchantOrderId(payment.merchantOrderId, tx);
        return { state: current?.state ?? payment.state, superseded: [], refundId: undefined };
      }
      if (status.state === 'FAILED') {
        await ordersRepo.appendNote(
          tx,
          order,
          actor,
          `Payment ${payment.merchantOrderId} failed or was cancelled`,
        );
        // Only the live attempt of an unpaid order: a superseded tab closed later is no news.
        if (payment.state === 'PENDING' && isAwaitingPayment(order.status) && order.paidAt === null) {
          await deps.notices?.failed(tx, { payment: settled, order, at: new Date(now()) });
        }
        return { state: 'FAILED' as const, superseded: [], refundId: undefined };
      }
      const move = {
        // Read again: the payment's trigger has just marked the order paid.
        order: (await ordersRepo.findById(order.id, tx)) ?? order,
        to: 'in-progress' as const,
        writer: 'payment' as const,
        actor,
        reason: `Payment of ${formatPaise(payment.amountPaise)} received${method ? ` by ${method}` : ''} (${payment.merchantOrderId})`,
        paymentMethod: method,
      };
      if (order.paidAt === null && !(await transitions.refusal(tx, move))) {
        await transitions.move(tx, move);
        const invoice = await deps.billing?.issueInvoiceForPayment(tx, payment);
        // The receipt is queued first, so it arrives before the launch's "what we need from you".
        await deps.notices?.received(tx, { payment: settled, order, invoice, at: new Date(now()) });
        await deps.fulfilment.startLaunch(tx, order.id, new Date(now()));
        // The order is paid: its other live checkouts must not take a second payment.
        return {
          state: 'COMPLETED' as const,
          superseded: await paymentsRepo.supersedeOpen(tx, order.id),
          refundId: undefined,
        };
      }
      const refundId = await onExtraPayment(tx, { ...payment, ...settled }, order);
      return { state: 'COMPLETED' as const, superseded: [], refundId };
    });
    await cancelAtProvider(outcome.superseded);
    if (outcome.refundId) await refunds.sendNow(outcome.refundId);
    return outcome.state;
  }

  /** A resumed checkout's page: the first initiate may still be waiting for the provider. */
  async function checkoutUrlOf(payment: PaymentRow): Promise<string> {
    const deadline = Date.now() + RESUME_WAIT_MS;
    let current: PaymentRow | undefined = payment;
    while (current?.state === 'PENDING' && !current.checkoutUrl && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await paymentsRepo.findById(payment.id);
    }
    if (current?.state === 'PENDING' && current.checkoutUrl) return current.checkoutUrl;
    throw new AppError('payment_initiation_failed', messages.failedToInitiatePayment, undefined, 30);
  }

  async function refreshFromProvider(payment: PaymentWithOrder, actor: Actor): Promise<PaymentState> {
    const status = await provider.getStatus(payment.merchantOrderId, payment.providerOrderId);
    return applyProviderStatus(payment, status, actor);
  }

  return {
    applyProviderStatus,
    cancelAtProvider,

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

      // The request's amount is the list price (the fee); the charge adds GST when it is due.
      const billing = (await deps.billing?.chargeFor(user, pkg)) ?? null;
      const amountPaise = rupeesToPaise(billing?.total ?? pkg.price);
      const started = await db.transaction(async (tx) => {
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
        // Initiates of one order queue here, so each sees what the one before it left.
        await ordersRepo.lockById(tx, order.id);
        if (billing) await ordersRepo.recordBilling(tx, order.id, billing);
        const open = await paymentsRepo.findNewestPending(tx, order.id);
        // A checkout for another total (billing details changed the tax) is not resumed.
        if (open && open.amountPaise === amountPaise && now() - open.createdAt.getTime() < RESUME_WINDOW_MS) {
          return { order, payment: open, resumed: true, superseded: [] };
        }
        const limit = await deps.rateLimiter.hit(`payment-initiation:${user.id}`, deps.initiationLimit);
        refuseWhenLimited(limit, initiationLimitMessage(limit.retryAfterSeconds));
        // One live checkout per order: the earlier ones leave the customer's lists.
        const superseded = await paymentsRepo.supersedeOpen(tx, order.id);
        const payment = await paymentsRepo.insert(tx, {
          orderId: order.id,
          merchantOrderId: newMerchantOrderId(new Date(now())),
          provider: provider.name,
          amountPaise,
          expiresAt: new Date(now() + CHECKOUT_TTL_SECONDS * 1000),
          nextCheckAt: new Date(now() + FIRST_CHECK_DELAY_MS),
        });
        return { order, payment, resumed: false, superseded };
      });
      const { order, payment } = started;
      const merchantOrderId = payment.merchantOrderId;
      const data = (checkoutUrl: string) => ({
        checkoutUrl,
        merchantOrderId,
        orderId: order.id,
        // What is charged: the fee, with GST when it is due.
        amount: payment.amountPaise / 100,
      });

      if (started.resumed) return data(await checkoutUrlOf(payment));
      try {
        const checkout = await provider.createCheckout({
          merchantOrderId,
          amountPaise,
          redirectUrl: paymentReturnUrl(deps.publicUrl, merchantOrderId),
          expireAfterSeconds: CHECKOUT_TTL_SECONDS,
          description: `Launchpad ${pkg.name} package`,
          customer: { name: user.name, email: user.email, phone: user.phone },
        });
        await paymentsRepo.recordCheckout(payment.id, checkout);
        await cancelAtProvider(started.superseded);
        return data(checkout.checkoutUrl);
      } catch (error) {
        log.error({ err: error, merchantOrderId }, 'payment initiation failed at the provider');
        await paymentsRepo.settle(db, payment.id, 'FAILED', {
          paymentMode: null,
          raw: { initiationError: error instanceof Error ? error.message : String(error) },
        });
        if (error instanceof ProviderError) throw providerUnavailable(error);
        throw new AppError('payment_initiation_failed', messages.failedToInitiatePayment, undefined, 30);
      }
    },

    /** The attempt for its owner (or an admin), refreshed from the provider while it is pending. */
    async status(
      user: UserRow,
      merchantOrderId: string,
    ): Promise<{ attempt: PaymentAttempt; message: string }> {
      const limit = await deps.rateLimiter.hit(`payment-status:${user.id}`, deps.statusLimit);
      refuseWhenLimited(limit, statusLimitMessage(limit.retryAfterSeconds));
      let payment = await paymentsRepo.findByMerchantOrderId(merchantOrderId);
      if (!payment || (payment.order.userId !== user.id && !user.isAdmin)) {
        throw new AppError('not_found', 'No payment with this reference');
      }
      if (payment.state === 'PENDING') {
        const pending = payment;
        // However many ask, the provider hears about one attempt once per window.
        await statusChecks.run(merchantOrderId, async () => {
          try {
            await refreshFromProvider(pending, 'provider');
          } catch (error) {
            if (!(error instanceof ProviderError)) throw error;
            log.warn({ err: error, merchantOrderId }, 'status check could not reach the provider');
            await paymentsRepo.checkSoon(pending.id);
            throw providerUnavailable(error);
          }
        });
        payment = (await paymentsRepo.findByMerchantOrderId(merchantOrderId)) ?? payment;
      }
      const [paymentRefunds, invoiceIds] = await Promise.all([
        refundsRepo.listByOrders([payment.orderId]),
        invoiceIdsOf(payment.state === 'COMPLETED' ? [payment.id] : []),
      ]);
      return {
        attempt: toAttempt(payment, paymentRefunds, invoiceIds),
        message: statusMessages[payment.state],
      };
    },

    /** A page of the customer's payment history, newest first (cursor like the admin lists). */
    async list(
      user: UserRow,
      query: z.output<typeof paymentHistoryQuerySchema>,
    ): Promise<PaymentHistoryPage> {
      const rows = await paymentsRepo.listByUser(user.id, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const { items, nextCursor } = pageOf(rows, query.limit);
      const [paymentRefunds, invoiceIds] = await Promise.all([
        refundsRepo.listByOrders([...new Set(items.map((a) => a.orderId))]),
        invoiceIdsOf(items.filter((a) => a.state === 'COMPLETED').map((a) => a.id)),
      ]);
      return {
        payments: items.map((attempt) => toAttempt(attempt, paymentRefunds, invoiceIds)),
        nextCursor,
      };
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
      if (notice.refund) {
        try {
          return await refunds.handleNotice(notice.refund);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          log.warn({ err: error, event: notice.event }, 'refund webhook re-check deferred to the reconciler');
          return 'deferred';
        }
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

    /**
     * Supersedes the open checkouts of an order being cancelled, in the caller's transaction; pass
     * what it returns to `closeSuperseded` after the commit.
     */
    supersedeOpen: (tx: Queryable, orderId: string) => paymentsRepo.supersedeOpen(tx, orderId),
    closeSuperseded: cancelAtProvider,

    /**
     * One reconciler pass: claims due attempts and settles what the provider knows. A pending
     * attempt is asked on PhonePe's ladder until its checkout expires, then once more, and is
     * EXPIRED if still unpaid; a superseded one gets only that last look.
     */
    async reconcileDue(limit = 20): Promise<number> {
      const due = await paymentsRepo.claimDue(limit, 60);
      for (const payment of due) {
        try {
          const status = await provider.getStatus(payment.merchantOrderId, payment.providerOrderId);
          if (payment.state !== 'PENDING') {
            if (status.state === 'COMPLETED') await applyProviderStatus(payment, status, 'system');
            await paymentsRepo.stopChecking(payment.id);
          } else if (status.state === 'PENDING' && now() >= payment.expiresAt.getTime()) {
            await paymentsRepo.expire(db, payment.id, status.raw);
          } else {
            await applyProviderStatus(payment, status, 'system');
          }
        } catch (error) {
          log.warn(
            { err: error, merchantOrderId: payment.merchantOrderId },
            'reconciler check failed; will retry',
          );
          if (now() > payment.expiresAt.getTime() + UNREACHABLE_GRACE_MS) {
            // The provider has been unreachable for an hour past expiry: stop asking. A late
            // webhook still settles the attempt.
            if (payment.state === 'PENDING') await paymentsRepo.expire(db, payment.id, { gaveUp: true });
            else await paymentsRepo.stopChecking(payment.id);
          } else {
            const age = now() - payment.createdAt.getTime();
            await paymentsRepo.retryCheck(payment.id, new Date(now() + nextCheckDelayMs(age)));
          }
        }
      }
      return due.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
