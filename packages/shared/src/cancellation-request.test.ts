import { describe, expect, it } from 'vitest';
import { cancellationRequestNotes, cancellationRequestOf } from './cancellation-request.ts';

const event = (
  reason: string | null,
  createdAt: string,
  toStatus = 'in-progress',
  fromStatus = 'in-progress',
) => ({
  reason,
  createdAt,
  toStatus,
  fromStatus,
});
const requested = event(`${cancellationRequestNotes.requested}Plans changed`, '2026-12-01T05:00:00.000Z');

describe('cancellationRequestOf', () => {
  it('is open while the order has an open request', () => {
    expect(cancellationRequestOf([requested], requested.createdAt)).toMatchObject({
      state: 'open',
      reason: 'Plans changed',
    });
  });

  it('is declined with the reply of the decline after it', () => {
    const declined = event(`${cancellationRequestNotes.declined}Already filed`, '2026-12-02T05:00:00.000Z');
    expect(cancellationRequestOf([requested, declined], null)).toMatchObject({
      state: 'declined',
      reply: 'Already filed',
      closedAt: declined.createdAt,
    });
  });

  it('is settled by a refund or the cancellation after it', () => {
    const refund = event('Refund of ₹5,000 started: Domain fee', '2026-12-03T05:00:00.000Z');
    expect(cancellationRequestOf([requested, refund], null)).toMatchObject({
      state: 'settled',
      closedAt: refund.createdAt,
    });
    const cancelled = event(null, '2026-12-04T05:00:00.000Z', 'cancelled');
    expect(cancellationRequestOf([requested, cancelled], null)).toMatchObject({
      closedAt: cancelled.createdAt,
    });
  });

  it('is null without a request', () => {
    expect(cancellationRequestOf([event('Paid', '2026-12-01T05:00:00.000Z')], null)).toBeNull();
  });
});
