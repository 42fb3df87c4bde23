import { randomBytes } from 'node:crypto';
import {
  type AdminPayment,
  formatIndiaDay,
  formatInr,
  indiaDate,
  isAwaitingPayment,
  type OfflinePaymentDetails,
  type recordOfflinePaymentRequestSchema,
  rupeesToPaise,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PaymentRow, UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { BillingService } from '../billing/index.ts';
import type { FulfilmentService } from '../fulfilment/index.ts';
import type { OrderReads, OrderTransitions } from '../orders/index.ts';
import type { PaymentNotices } from './payment-notices.ts';
import { toAdminPayment } from './payment-receipts.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { OFFLINE_PROVIDER } from './refunds.service.ts';

interface Deps {
  db: Db;
  orderReads: OrderReads;
  paymentsRepo: PaymentsRepository;
  transitions: OrderTransitions;
  billing?: Pick<BillingService, 'issueInvoiceForPayment'>;
  fulfilment: Pick<FulfilmentService, 'startLaunch'>;
  notices?: PaymentNotices;
  /** Cancels the order's checkouts that this payment superseded, where the provider can. */
  cancelAtProvider: (superseded: PaymentRow[]) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** An offline payment's id in the payments list: like a checkout's, with its own prefix. */
export function newOfflinePaymentId(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `OF${day}${randomBytes(7).toString('hex').toUpperCase()}`;
}

/**
 * When money received offline arrived: now when it came today, else midday in India of the day it
 * came (only the day is known, and only the day counts for the launch plan).
 */
export function arrivalOf(receivedOn: string, recordedAt: Date): Date {
  return receivedOn === indiaDate(recordedAt) ? recordedAt : new Date(`${receivedOn}T12:00:00+05:30`);
}

/**
 * Money a customer paid outside the provider (a bank transfer, a cheque, cash), recorded by an
 * admin. It pays the order exactly as a provider's payment does, in one transaction: a completed
 * payment row (the payments trigger marks the order paid), the move to In Progress, the invoice,
 * the launch plan, the receipt mail, and the order's open checkouts superseded.
 */
export function createOfflinePayments(deps: Deps) {
  const { db, orderReads, paymentsRepo, transitions, log } = deps;
  const now = deps.now ?? Date.now;

  return async (
    admin: UserRow,
    orderId: string,
    input: z.output<typeof recordOfflinePaymentRequestSchema>,
  ): Promise<AdminPayment> => {
    const at = new Date(now());
    if (input.receivedOn > indiaDate(at))
      throw fieldError('receivedOn', 'The money cannot arrive after today');
    const outcome = await db.transaction(async (tx) => {
      const order = await orderReads.lockById(tx, orderId);
      if (!order) throw new AppError('not_found', 'Order not found');
      if (order.paidAt !== null || !isAwaitingPayment(order.status)) {
        throw new AppError('conflict', 'Only an order waiting for its payment can take an offline payment');
      }
      // A day before the order existed (0001-01-01) would date the invoice's payment impossibly.
      const placedOn = indiaDate(order.createdAt);
      if (input.receivedOn < placedOn) {
        throw fieldError(
          'receivedOn',
          `The order was placed on ${formatIndiaDay(placedOn)}: the money cannot arrive before that`,
        );
      }
      // What the order asks for: its checkout's total with GST when one was started, else its price.
      const due = order.billing?.total ?? order.amount;
      if (input.amount !== due) {
        throw fieldError(
          'amount',
          `This order's total is ${formatInr(due)}: record a payment of that amount`,
        );
      }
      const details: OfflinePaymentDetails = {
        method: input.method,
        reference: input.reference,
        receivedOn: input.receivedOn,
        recordedBy: admin.name,
      };
      const created = await paymentsRepo.insert(tx, {
        orderId: order.id,
        merchantOrderId: newOfflinePaymentId(at),
        provider: OFFLINE_PROVIDER,
        amountPaise: rupeesToPaise(input.amount),
        expiresAt: at,
        nextCheckAt: null,
      });
      const payment = await paymentsRepo.settle(tx, created.id, 'COMPLETED', {
        paymentMode: input.method,
        raw: { offline: details },
      });
      if (!payment) throw new Error('a new offline payment did not settle');
      // Read again: the payment's trigger has just marked the order paid.
      const paid = (await orderReads.findById(order.id, tx)) ?? order;
      await transitions.move(tx, {
        order: paid,
        to: 'in-progress',
        writer: 'payment',
        actor: admin.id,
        reason: `Payment of ${formatInr(input.amount)} received offline by ${input.method} on ${formatIndiaDay(input.receivedOn)}, reference ${input.reference}; recorded by ${admin.name}`,
        paymentMethod: input.method,
      });
      const invoice = await deps.billing?.issueInvoiceForPayment(tx, { ...payment, order: paid });
      // The receipt is queued first, so it arrives before the launch's "what we need from you".
      await deps.notices?.received(tx, { payment, order: paid, invoice, at });
      // The launch plan counts from the day the money arrived, not from the day it was recorded:
      // the customer paid then, and a late recording is the team's delay (docs/product-rules.md).
      await deps.fulfilment.startLaunch(tx, order.id, arrivalOf(input.receivedOn, at));
      return { payment, superseded: await paymentsRepo.supersedeOpen(tx, order.id) };
    });
    await deps.cancelAtProvider(outcome.superseded);
    log.info(
      { orderId, merchantOrderId: outcome.payment.merchantOrderId, adminId: admin.id, method: input.method },
      'offline payment recorded by admin',
    );
    return toAdminPayment(outcome.payment);
  };
}

export type RecordOfflinePayment = ReturnType<typeof createOfflinePayments>;
