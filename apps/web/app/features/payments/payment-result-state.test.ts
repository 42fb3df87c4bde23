import { paymentMessages } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  plannedLaunchOf,
  resolveMerchantOrderId,
  resultFromError,
  resultFromStatus,
  resultWithoutOrderId,
} from './payment-result-state.ts';

const attempt = {
  merchantOrderId: 'LP1',
  orderId: 'o1',
  orderReference: 'LP-0000-0001',
  packageId: 'growth',
  packageName: 'Growth',
  amount: 49999,
  state: 'PENDING' as const,
  paymentMethod: null,
  orderStatus: 'pending' as const,
  refundedAmount: 0,
  refunds: [],
  invoiceId: null,
  createdAt: '2026-11-21T05:00:00.000Z',
  updatedAt: '2026-11-21T05:00:00.000Z',
};

describe('payment result rules', () => {
  it('plans the launch from the day of payment in India, as the tracker does', () => {
    expect(plannedLaunchOf({ packageId: 'growth', updatedAt: '2026-11-21T05:00:00.000Z' })).toEqual({
      date: '2026-12-27',
      days: 36,
    });
    // Paid at 12:30 am IST on 22 Nov (still 21 Nov in UTC): the plan counts from 22 Nov.
    expect(plannedLaunchOf({ packageId: 'starter', updatedAt: '2026-11-21T19:00:00.000Z' }).date).toBe(
      '2026-12-22',
    );
  });

  it('takes the attempt id from the URL before the stored record', () => {
    expect(resolveMerchantOrderId('LPQ', 'LPS')).toBe('LPQ');
    expect(resolveMerchantOrderId(null, 'LPS')).toBe('LPS');
    expect(resolveMerchantOrderId('  ', null)).toBeNull();
  });

  it('maps provider states to success, failed and processing', () => {
    expect(
      resultFromStatus({
        success: true,
        status: 'COMPLETED',
        message: '',
        data: { ...attempt, state: 'COMPLETED' },
      }),
    ).toEqual({
      kind: 'success',
      message: paymentMessages.completed,
    });
    expect(resultFromStatus({ success: true, status: 'FAILED', message: '', data: attempt }).kind).toBe(
      'failed',
    );
    expect(resultFromStatus({ success: true, status: 'PENDING', message: '', data: attempt })).toEqual({
      kind: 'processing',
      message: paymentMessages.processing,
    });
  });

  it('falls back to the status query hint when there is no attempt id', () => {
    expect(resultWithoutOrderId('success').kind).toBe('success');
    expect(resultWithoutOrderId('failed')).toEqual({
      kind: 'failed',
      message: paymentMessages.failedOrCancelled,
    });
    expect(resultWithoutOrderId(null)).toEqual({ kind: 'failed', message: paymentMessages.noInformation });
    expect(resultWithoutOrderId('whatever').message).toBe(paymentMessages.noInformation);
  });

  it('keeps a check the server could not finish in processing, never failed', () => {
    const down = new ApiError({
      status: 503,
      code: 'payment_provider_unavailable',
      message: 'x',
      serverMessage: 'The payment service is not answering; please try again in a minute',
    });
    expect(resultFromError(down)).toEqual({
      kind: 'processing',
      message: 'The payment service is not answering; please try again in a minute',
    });
    expect(resultFromError(new ApiError({ status: 0, code: 'network_error', message: 'n' })).kind).toBe(
      'processing',
    );
  });

  it('asks a signed-out visitor to sign in and never says failed for an attempt it could not read', () => {
    const signedOut = new ApiError({
      status: 401,
      code: 'unauthenticated',
      message: 'n',
      serverMessage: 'x',
    });
    expect(resultFromError(signedOut)).toEqual({
      kind: 'signedOut',
      message: 'Sign in to see your payment status',
    });
  });

  it('tells the buyer an extra payment of a paid order is being refunded', () => {
    const refund = {
      id: 'r1',
      merchantRefundId: 'RF1',
      merchantOrderId: 'LP1',
      amount: 49999,
      state: 'PENDING' as const,
      reason: 'duplicate payment',
      createdAt: '2026-11-21T05:00:00.000Z',
      completedAt: null,
      offline: null,
    };
    const view = resultFromStatus({
      success: true,
      status: 'COMPLETED',
      message: '',
      data: { ...attempt, state: 'COMPLETED', refunds: [refund] },
    });
    expect(view.kind).toBe('refunded');
    expect(view.message).toMatch(/already paid.*Refund of ₹49,999/);
  });

  it('shows a superseded or expired checkout as closed, not failed', () => {
    const closed = (state: 'SUPERSEDED' | 'EXPIRED') =>
      resultFromStatus({ success: true, status: state, message: '', data: { ...attempt, state } }).kind;
    expect(closed('SUPERSEDED')).toBe('closed');
    expect(closed('EXPIRED')).toBe('closed');
  });

  it('reports an unknown attempt and unexpected errors as failed', () => {
    expect(resultFromError(new ApiError({ status: 404, code: 'not_found', message: 'n' }))).toEqual({
      kind: 'failed',
      message: paymentMessages.noInformation,
    });
    expect(resultFromError(new TypeError('boom'))).toEqual({
      kind: 'failed',
      message: paymentMessages.contactSupport,
    });
  });
});
