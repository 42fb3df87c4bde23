import { z } from 'zod';
import type { StatusTone } from './orders.ts';
import { meaningsOf } from './state-meanings.ts';

// The states of a payment attempt and of a refund, and what each means (docs/order-states.md): the
// code asks these meanings, never a state by name, except where it writes a state.

/**
 * States of one payment attempt: PENDING at the provider until it COMPLETED or FAILED; SUPERSEDED when a
 * newer checkout of the order (or its cancellation) replaced it, EXPIRED when it outlived its checkout.
 */
export const paymentStates = ['PENDING', 'COMPLETED', 'FAILED', 'SUPERSEDED', 'EXPIRED'] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** What a payment attempt's state means; a new state says each (TypeScript asks for every field). */
export interface PaymentStateMeaning {
  /** Its checkout is live at the provider: it is resumed, asked about, and can be replaced or expire. */
  open: boolean;
  /** The provider took the money: it pays its order, can be refunded, and never changes again. */
  paid: boolean;
  /** The provider said it failed. */
  failed: boolean;
  /** A newer checkout, or the order's cancellation or payment, replaced it: the customer no longer sees it. */
  replaced: boolean;
}

export const paymentStateMeanings: Record<PaymentState, PaymentStateMeaning> = {
  PENDING: { open: true, paid: false, failed: false, replaced: false },
  COMPLETED: { open: false, paid: true, failed: false, replaced: false },
  FAILED: { open: false, paid: false, failed: true, replaced: false },
  SUPERSEDED: { open: false, paid: false, failed: false, replaced: true },
  EXPIRED: { open: false, paid: false, failed: false, replaced: false },
};

const { means: paymentMeans, statesThat: paymentStatesThat } = meaningsOf(
  paymentStates,
  paymentStateMeanings,
);

/** Its checkout is still open at the provider (PENDING). */
export function isPaymentOpen(state: string): boolean {
  return paymentMeans(state, 'open');
}

/** The provider took the money (COMPLETED). */
export function isPaymentPaid(state: string): boolean {
  return paymentMeans(state, 'paid');
}

/** The provider said it failed (FAILED). */
export function isPaymentFailed(state: string): boolean {
  return paymentMeans(state, 'failed');
}

/** The provider's last word, paid or failed: a settled attempt is never asked about again. */
export function isPaymentSettled(state: string): boolean {
  return isPaymentPaid(state) || isPaymentFailed(state);
}

/** For SQL (`inArray(payments.state, …)`). */
export const openPaymentStates = paymentStatesThat('open');
export const paidPaymentStates = paymentStatesThat('paid');
export const settledPaymentStates = paymentStatesThat('paid', 'failed');
export const replacedPaymentStates = paymentStatesThat('replaced');

/** How a payment attempt's state reads and looks on its badge. */
export const paymentStateDetails: Record<PaymentState, { label: string; tone: StatusTone }> = {
  COMPLETED: { label: 'Paid', tone: 'success' },
  PENDING: { label: 'Pending', tone: 'warning' },
  FAILED: { label: 'Failed', tone: 'danger' },
  SUPERSEDED: { label: 'Replaced', tone: 'neutral' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};

/** States of a refund: PENDING until the provider says it reached the customer (COMPLETED) or FAILED. */
export const refundStates = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const refundStateSchema = z.enum(refundStates);
export type RefundState = z.infer<typeof refundStateSchema>;

/** Who decided a refund: a person (`admin`), or the system returning an extra payment (`duplicate`). */
export const refundKinds = ['admin', 'duplicate'] as const;
export type RefundKind = (typeof refundKinds)[number];

/** What a refund's state means; a new state says each (TypeScript asks for every field). */
export interface RefundStateMeaning {
  /** The money reached the customer: it counts as refunded (and towards a refund in full). */
  completed: boolean;
  /** On its way: sent, asked about and settled once; it holds its amount of the payment meanwhile. */
  inFlight: boolean;
  /** The provider refused it: a person is told, and its amount can be refunded again. */
  failed: boolean;
}

export const refundStateMeanings: Record<RefundState, RefundStateMeaning> = {
  PENDING: { completed: false, inFlight: true, failed: false },
  COMPLETED: { completed: true, inFlight: false, failed: false },
  FAILED: { completed: false, inFlight: false, failed: true },
};

const { means: refundMeans, statesThat: refundStatesThat } = meaningsOf(refundStates, refundStateMeanings);

/** The money reached the customer (COMPLETED). */
export function isRefundCompleted(state: string): boolean {
  return refundMeans(state, 'completed');
}

/** Still on its way to the customer (PENDING). */
export function isRefundInFlight(state: string): boolean {
  return refundMeans(state, 'inFlight');
}

/** The provider refused it (FAILED). */
export function isRefundFailed(state: string): boolean {
  return refundMeans(state, 'failed');
}

/** For SQL (`inArray(refunds.state, …)`). */
export const completedRefundStates = refundStatesThat('completed');
export const inFlightRefundStates = refundStatesThat('inFlight');
export const failedRefundStates = refundStatesThat('failed');
