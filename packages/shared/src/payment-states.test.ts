import { describe, expect, it } from 'vitest';
import {
  completedRefundStates,
  failedRefundStates,
  inFlightRefundStates,
  isPaymentFailed,
  isPaymentOpen,
  isPaymentPaid,
  isPaymentSettled,
  isRefundCompleted,
  isRefundFailed,
  isRefundInFlight,
  openPaymentStates,
  paidPaymentStates,
  paymentStates,
  refundStates,
  replacedPaymentStates,
  settledPaymentStates,
} from './payment-states.ts';
import { paymentStateMessages } from './payments.ts';

describe('payment attempt states', () => {
  it('says what each state means, as written in docs/order-states.md', () => {
    const meanings = paymentStates.map((state) => [
      state,
      isPaymentOpen(state),
      isPaymentPaid(state),
      isPaymentFailed(state),
      isPaymentSettled(state),
    ]);
    expect(meanings).toEqual([
      ['PENDING', true, false, false, false],
      ['COMPLETED', false, true, false, true],
      ['FAILED', false, false, true, true],
      ['SUPERSEDED', false, false, false, false],
      ['EXPIRED', false, false, false, false],
    ]);
  });

  it('lists the states of each meaning for SQL, in the order of the list', () => {
    expect(openPaymentStates).toEqual(['PENDING']);
    expect(paidPaymentStates).toEqual(['COMPLETED']);
    expect(settledPaymentStates).toEqual(['COMPLETED', 'FAILED']);
    expect(replacedPaymentStates).toEqual(['SUPERSEDED']);
  });

  it('means nothing for a state it does not know, nor for a name inherited by every object', () => {
    for (const state of ['pending', 'CANCELLED', 'toString', '']) {
      expect([
        isPaymentOpen(state),
        isPaymentPaid(state),
        isPaymentFailed(state),
        isPaymentSettled(state),
      ]).toEqual([false, false, false, false]);
    }
  });

  it('has a message for every state', () => {
    for (const state of paymentStates) expect(paymentStateMessages[state]).toMatch(/\w/);
  });
});

describe('refund states', () => {
  it('says what each state means, as written in docs/order-states.md', () => {
    const meanings = refundStates.map((state) => [
      state,
      isRefundCompleted(state),
      isRefundInFlight(state),
      isRefundFailed(state),
    ]);
    expect(meanings).toEqual([
      ['PENDING', false, true, false],
      ['COMPLETED', true, false, false],
      ['FAILED', false, false, true],
    ]);
  });

  it('lists the states of each meaning for SQL', () => {
    expect(completedRefundStates).toEqual(['COMPLETED']);
    expect(inFlightRefundStates).toEqual(['PENDING']);
    expect(failedRefundStates).toEqual(['FAILED']);
  });

  it('means nothing for a state it does not know', () => {
    for (const state of ['completed', 'PROCESSED', 'valueOf']) {
      expect([isRefundCompleted(state), isRefundInFlight(state), isRefundFailed(state)]).toEqual([
        false,
        false,
        false,
      ]);
    }
  });
});
