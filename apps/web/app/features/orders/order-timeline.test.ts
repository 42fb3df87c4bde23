import { describe, expect, it } from 'vitest';
import { timelineActor, timelineTitle } from './order-timeline.ts';

describe('timelineTitle', () => {
  it('names what happened to the order', () => {
    expect(timelineTitle({ fromStatus: null, toStatus: 'pending' })).toBe('Order placed');
    expect(timelineTitle({ fromStatus: 'pending', toStatus: 'in-progress' })).toBe('Payment received');
    expect(timelineTitle({ fromStatus: 'pending', toStatus: 'pending' })).toBe('Payment update');
    expect(
      timelineTitle({
        fromStatus: 'pending',
        toStatus: 'pending',
        reason: 'Payment LP1 failed or was cancelled',
      }),
    ).toBe('Payment update');
    expect(
      timelineTitle({
        fromStatus: 'in-progress',
        toStatus: 'in-progress',
        reason: 'Domain registered: done',
      }),
    ).toBe('Launch update');
    expect(timelineTitle({ fromStatus: 'in-progress', toStatus: 'completed' })).toBe(
      'Status changed to Completed',
    );
    expect(timelineTitle({ fromStatus: 'pending', toStatus: 'cancelled' })).toBe(
      'Status changed to Cancelled',
    );
  });

  it("never shows another person's id as the actor", () => {
    expect(timelineActor('customer')).toBe('You');
    expect(timelineActor('staff')).toBe('Launchpad team');
  });
});
