import { randomBytes } from 'node:crypto';
import {
  type CreateRefundRequest,
  DUPLICATE_PAYMENT_REASON,
  formatInr,
  orderStatusLabel,
  PARTIAL_REFUND_REQUEST_CHOICE,
  type Refund,
  rupeesToPaise,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, PaymentRow, RefundRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderFactsReader, OrderTransitions } from '../orders/order-transitions.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import { type PaymentProvider, ProviderError, type ProviderRefundStatus } from './providers/provider.ts';
import type { RefundsRepository, RefundWithPayment } from './refunds.repository.ts';

/** The `provider` of a payment an admin recorded as received offline (bank transfer, cheque, cash). */
export const OFFLINE_PROVIDER = 'offline';

export const OFFLINE_REFUND_REFUSAL =
  'This order was paid offline: return the money the same way, outside Launchpad.';

/** How long an instance holds a refund it is sending or checking. */
const LEASE_SECONDS = 60;

/** When to ask about a refund still on its way: soon at first, then at most hourly (they take days). */
export function nextRefundCheckDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 5_000 * 2 ** Math.min(attempts, 10));
}

/** A fresh refund id: letters and digits (PhonePe allows 63, Razorpay's receipt 40). */
export function newMerchantRefundId(now: Date = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `RF${day}${randomBytes(7).toString('hex').toUpperCase()}`;
}

/** The refunds of one order as the admin's order page shows them. */
export interface OrderRefunds {
  refunds: Refund[];
  /** Whole rupees of completed refunds of the order (extra payments returned are not among them). */
  refundedAmount: number;
  /** Whole rupees of extra payments returned whole. */
  duplicateRefundedAmount: number;
  refundableAmount: number;
  /** The payment an admin's refund goes back to now; null when nothing is left to refund. */
  refundPayment: { id: string; paymentMethod: string | null } | null;
}

export function toRefund(row: RefundWithPayment): Refund {
  return {
    id: row.id,
    merchantRefundId: row.merchantRefundId,
    merchantOrderId: row.merchantOrderId,
    amount: row.amountPaise / 100,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** An order's refunds as its customer sees them, and how much of them returned what it was charged. */
export interface RefundsOfOrder {
  refunds: Refund[];
  /**
   * Whole rupees of the completed refunds decided by an admin: an extra payment's automatic refund
   * returns money the order never counted.
   */
  chargeRefunded: number;
}

/** Called inside the transaction where a refund becomes COMPLETED (e.g. to issue a credit note). */
export type RefundCompletedHook = (tx: Queryable, refund: RefundRow, order: OrderRow) => Promise<unknown>;

/** Called inside the transaction that records a new refund (an admin's, or an extra payment's). */
export type RefundInitiatedHook = (tx: Queryable, refund: RefundRow, order: OrderRow) => Promise<void>;

interface Deps {
  db: Db;
  refundsRepo: RefundsRepository;
  ordersRepo: OrdersRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  onRefundCompleted?: RefundCompletedHook[];
  onRefundInitiated?: RefundInitiatedHook[];
  now?: () => number;
}

function isRefundBoundViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23514' && candidate.constraint === 'refunds_within_paid') return true;
    current = candidate.cause;
  }
  return false;
}

const tooMuch = (refundablePaise: number) =>
  new AppError(
    'validation_failed',
    refundablePaise > 0
      ? `At most ${formatInr(refundablePaise / 100)} can be refunded for this order`
      : 'Everything paid for this order has already been refunded',
    [{ path: 'amount', message: `At most ${formatInr(refundablePaise / 100)}` }],
  );

/**
 * Refunds: asked for by an admin or automatically for an extra payment, sent to the provider by
 * whichever instance claims them, and settled exactly once by the provider's refund status, its
 * webhooks or the reconciler.
 */
export function createRefundsService(deps: Deps) {
  const { db, refundsRepo, ordersRepo, provider, log } = deps;
  const now = deps.now ?? Date.now;
  let transitions: OrderTransitions | undefined;

  /** Paid is what completed payments brought in; fully refunded when completed refunds gave it all back. */
  const readFacts: OrderFactsReader = async (tx, order) => {
    const money = await refundsRepo.orderMoney(tx, order.id);
    return {
      paid: order.paidAt !== null,
      fullyRefunded: money.paidPaise > 0 && money.refundedPaise >= money.paidPaise,
    };
  };

  /**
   * The one place where a refund becomes COMPLETED, inside the transaction that settles it: the
   * timeline, the order's cancellation when everything paid went back (and it was not completed),
   * and the hooks that must happen with it.
   */
  async function completeRefund(tx: Queryable, refund: RefundRow, raw: unknown): Promise<boolean> {
    const order = await ordersRepo.lockById(tx, refund.orderId);
    if (!order) throw new Error('a refund without its order');
    const settled = await refundsRepo.settle(tx, refund.id, 'COMPLETED', raw);
    if (!settled) return false;
    await ordersRepo.appendNote(
      tx,
      order,
      'provider',
      `${formatInr(settled.amountPaise / 100)} refunded: ${settled.reason}`,
    );
    const facts = await readFacts(tx, order);
    // The table says which orders a full refund cancels (one in work, not one completed).
    if (facts.fullyRefunded && transitions) {
      const move = {
        order,
        to: 'cancelled' as const,
        writer: 'refund' as const,
        actor: 'system',
        reason: 'Refunded in full',
      };
      if (!(await transitions.refusal(tx, move))) await transitions.move(tx, move);
    }
    for (const hook of deps.onRefundCompleted ?? []) await hook(tx, settled, order);
    return true;
  }

  async function failRefund(tx: Queryable, refund: RefundRow, raw: unknown): Promise<boolean> {
    const order = await ordersRepo.lockById(tx, refund.orderId);
    if (!order) throw new Error('a refund without its order');
    const settled = await refundsRepo.settle(tx, refund.id, 'FAILED', raw);
    if (!settled) return false;
    log.error({ merchantRefundId: refund.merchantRefundId }, 'REFUND FAILED at the provider: needs a person');
    await ordersRepo.appendNote(
      tx,
      order,
      'provider',
      `Refund of ${formatInr(settled.amountPaise / 100)} failed: ${settled.reason}`,
    );
    return true;
  }

  /** Applies what the provider said about a refund; the settle is conditional, so twice is once. */
  async function applyRefundStatus(refund: RefundWithPayment, status: ProviderRefundStatus): Promise<void> {
    if (status.state === 'PENDING') {
      await refundsRepo.markChecked(
        refund.id,
        new Date(now() + nextRefundCheckDelayMs(refund.checkAttempts)),
      );
      return;
    }
    await db.transaction((tx) =>
      status.state === 'COMPLETED'
        ? completeRefund(tx, refund, status.raw)
        : failRefund(tx, refund, status.raw),
    );
  }

  /**
   * Sends a claimed refund, or asks about one already sent. A refund that may have reached the
   * provider is asked about before it is sent again (PhonePe's advice: a second request for a
   * refund still in flight can fail or refund twice).
   */
  async function work(refund: RefundWithPayment): Promise<void> {
    try {
      if (refund.sentAt === null && refund.checkAttempts === 0) {
        const answer = await provider.refund({
          merchantOrderId: refund.merchantOrderId,
          providerOrderId: refund.providerOrderId,
          merchantRefundId: refund.merchantRefundId,
          amountPaise: refund.amountPaise,
        });
        await refundsRepo.markSent(refund.id, answer.providerRefundId, answer.raw);
        await applyRefundStatus(refund, answer);
        return;
      }
      let status: ProviderRefundStatus;
      try {
        status = await provider.getRefundStatus(refund.merchantRefundId, refund.providerRefundId);
      } catch (error) {
        if (!(error instanceof ProviderError && error.status === 404 && refund.sentAt === null)) throw error;
        status = await provider.refund({
          merchantOrderId: refund.merchantOrderId,
          providerOrderId: refund.providerOrderId,
          merchantRefundId: refund.merchantRefundId,
          amountPaise: refund.amountPaise,
        });
      }
      await refundsRepo.markSent(refund.id, status.providerRefundId, status.raw);
      await applyRefundStatus(refund, status);
    } catch (error) {
      log.warn(
        { err: error, merchantRefundId: refund.merchantRefundId },
        'refund not sent or checked; will retry',
      );
      await refundsRepo.markChecked(
        refund.id,
        new Date(now() + nextRefundCheckDelayMs(refund.checkAttempts)),
      );
    }
  }

  /** Sends a refund just recorded, unless another instance got to it first. */
  async function sendNow(refundId: string): Promise<void> {
    const claimed = await refundsRepo.claim(refundId, LEASE_SECONDS);
    if (claimed) await work(claimed);
  }

  const service = {
    readFacts,
    sendNow,
    isRefundBoundViolation,
    tooMuch,

    /** Lets the order transitions (which read refunds) and this service know each other. */
    attachTransitions(value: OrderTransitions) {
      transitions = value;
    },

    /**
     * An extra payment (the order was already paid or cancelled) is refunded in full, in the
     * transaction that settled it; a unique index makes a second caller's insert a no-op.
     */
    async refundExtraPayment(
      tx: Queryable,
      payment: PaymentRow,
      order: OrderRow,
    ): Promise<RefundRow | undefined> {
      const refund = await refundsRepo.insert(tx, {
        paymentId: payment.id,
        orderId: order.id,
        merchantRefundId: newMerchantRefundId(new Date(now())),
        amountPaise: payment.amountPaise,
        kind: 'duplicate',
        reason: DUPLICATE_PAYMENT_REASON,
        actor: 'system',
      });
      if (refund) {
        await ordersRepo.appendNote(
          tx,
          order,
          'system',
          `Extra payment ${payment.merchantOrderId} received while the order was ${orderStatusLabel(order.status)}: refunding ${formatInr(payment.amountPaise / 100)} in full (duplicate payment)`,
        );
        for (const hook of deps.onRefundInitiated ?? []) await hook(tx, refund, order);
      }
      return refund;
    },

    /**
     * Records an admin's refund inside the caller's transaction (the order locked by it), full by
     * default: the caller sends it with `sendNow` after the commit. Payments received offline are
     * returned offline, so only provider payments are refunded here.
     */
    async startRefund(
      tx: Queryable,
      admin: UserRow,
      order: OrderRow,
      input: CreateRefundRequest,
    ): Promise<RefundRow> {
      const completed = await refundsRepo.refundablePayments(tx, order.id);
      if (completed.length === 0) throw new AppError('conflict', 'This order has no payment to refund');
      const candidates = completed.filter((c) => c.payment.provider !== OFFLINE_PROVIDER && !c.extra);
      if (candidates.length === 0) throw new AppError('conflict', OFFLINE_REFUND_REFUSAL);
      // The payment with the most left to refund (an extra payment is refunded by itself).
      const best = candidates
        .map((c) => ({ payment: c.payment, leftPaise: c.payment.amountPaise - c.committedPaise }))
        .sort((a, b) => b.leftPaise - a.leftPaise)[0];
      if (!best || best.leftPaise <= 0) throw tooMuch(0);
      const amountPaise = input.amount === undefined ? best.leftPaise : rupeesToPaise(input.amount);
      if (amountPaise > best.leftPaise) throw tooMuch(best.leftPaise);
      // A refund of everything left settles an open cancellation request; a partial one only when
      // the admin says so, never silently.
      const everything = candidates.reduce((sum, c) => sum + c.payment.amountPaise - c.committedPaise, 0);
      const open = order.cancellationRequestedAt !== null;
      if (open && amountPaise < everything && !input.cancellationRequest) {
        throw new AppError('conflict', PARTIAL_REFUND_REQUEST_CHOICE, [
          { path: 'cancellationRequest', message: PARTIAL_REFUND_REQUEST_CHOICE },
        ]);
      }
      const settlesRequest = open && (amountPaise >= everything || input.cancellationRequest === 'close');
      const reason = input.reason.trim();
      const refund = await refundsRepo.insert(tx, {
        paymentId: best.payment.id,
        orderId: order.id,
        merchantRefundId: newMerchantRefundId(new Date(now())),
        amountPaise,
        kind: 'admin',
        reason,
        actor: admin.id,
      });
      if (!refund) throw new Error('an admin refund was not inserted');
      await ordersRepo.appendNote(
        tx,
        order,
        admin.id,
        `Refund of ${formatInr(amountPaise / 100)} started: ${reason}`,
      );
      for (const hook of deps.onRefundInitiated ?? []) await hook(tx, refund, order);
      if (settlesRequest) await ordersRepo.setCancellationRequested(tx, order.id, null);
      return refund;
    },

    /** An admin refunds a paid order in full (the default) or in part, with a reason. */
    async refundOrder(admin: UserRow, orderId: string, input: CreateRefundRequest): Promise<Refund> {
      let refundId: string;
      try {
        refundId = await db.transaction(async (tx) => {
          const order = await ordersRepo.lockById(tx, orderId);
          if (!order) throw new AppError('not_found', 'Order not found');
          return (await service.startRefund(tx, admin, order, input)).id;
        });
      } catch (error) {
        // Two admins at once: the database's bound refused the second.
        if (isRefundBoundViolation(error)) throw tooMuch(0);
        throw error;
      }
      await sendNow(refundId);
      const row = await refundsRepo.find(refundId);
      if (!row) throw new Error('a refund vanished');
      return toRefund(row);
    },

    /**
     * The refunds of one order for the admin: the list, what went back of the order's price and of
     * extra payments (kept apart), what is left to refund, and the payment the next refund goes to.
     */
    async ofOrder(orderId: string): Promise<OrderRefunds> {
      const [rows, candidates] = await Promise.all([
        refundsRepo.listByOrders([orderId]),
        refundsRepo.refundablePayments(db, orderId),
      ]);
      // What startRefund would choose: the order's provider payment with the most left.
      const next = candidates
        .filter((c) => c.payment.provider !== OFFLINE_PROVIDER && !c.extra)
        .map((c) => ({ payment: c.payment, leftPaise: c.payment.amountPaise - c.committedPaise }))
        .sort((a, b) => b.leftPaise - a.leftPaise)[0];
      const completedOf = (kind: RefundRow['kind']) =>
        rows
          .filter((r) => r.state === 'COMPLETED' && r.kind === kind)
          .reduce((sum, r) => sum + r.amountPaise, 0) / 100;
      return {
        refunds: rows.map(toRefund),
        refundedAmount: completedOf('admin'),
        duplicateRefundedAmount: completedOf('duplicate'),
        refundableAmount: Math.max(0, next?.leftPaise ?? 0) / 100,
        refundPayment:
          next && next.leftPaise > 0
            ? { id: next.payment.id, paymentMethod: next.payment.paymentMode }
            : null,
      };
    },

    /** The refunds of these orders, by order, for the customer's lists. */
    async byOrders(orderIds: string[]): Promise<Map<string, RefundsOfOrder>> {
      const byOrder = new Map<string, RefundsOfOrder>();
      for (const row of await refundsRepo.listByOrders(orderIds)) {
        const entry = byOrder.get(row.orderId) ?? { refunds: [], chargeRefunded: 0 };
        entry.refunds.push(toRefund(row));
        if (row.state === 'COMPLETED' && row.kind === 'admin') entry.chargeRefunded += row.amountPaise / 100;
        byOrder.set(row.orderId, entry);
      }
      return byOrder;
    },

    /** For the admin summary, in whole rupees. */
    async totals(): Promise<{ refunded: number; outstanding: number }> {
      const totals = await refundsRepo.totals();
      return { refunded: totals.refundedPaise / 100, outstanding: totals.outstandingPaise / 100 };
    },

    /** A refund webhook: authenticated by the caller, then the refund's status is re-read. */
    async handleNotice(ids: { merchantRefundId: string | null; providerRefundId: string | null }) {
      const refund = await refundsRepo.findByProviderIds(ids);
      if (!refund) return 'ignored' as const;
      if (refund.state !== 'PENDING') return 'ignored' as const;
      const status = await provider.getRefundStatus(refund.merchantRefundId, refund.providerRefundId);
      if (status.providerRefundId && !refund.providerRefundId) {
        await refundsRepo.markSent(refund.id, status.providerRefundId, status.raw);
      }
      await applyRefundStatus(refund, status);
      return 'applied' as const;
    },

    /** One reconciler pass over refunds that are due to be sent or checked. */
    async reconcileDue(limit = 20): Promise<number> {
      const due = await refundsRepo.claimDue(limit, LEASE_SECONDS);
      for (const refund of due) await work(refund);
      return due.length;
    },
  };
  return service;
}

export type RefundsService = ReturnType<typeof createRefundsService>;
