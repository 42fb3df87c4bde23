import { describe, expect, it } from 'vitest';
import { timelineActor, timelineText } from './order-timeline.ts';

describe('the customer’s timeline', () => {
  it('writes days and statuses in words in notes written before they were', () => {
    expect(timelineText('Expected launch date moved from 2026-12-26 to 2027-01-01')).toBe(
      'Expected launch date moved from 26 Dec 2026 to 1 Jan 2027',
    );
    expect(
      timelineText('Extra payment LP1 received while the order was in-progress: refunding ₹49,999'),
    ).toBe('Extra payment LP1 received while the order was In Progress: refunding ₹49,999');
    expect(timelineText('Domain registered: in progress')).toBe('Domain registered: in progress');
  });

  it("never shows another person's id as the actor", () => {
    expect(timelineActor('customer')).toBe('You');
    expect(timelineActor('staff')).toBe('Launchpad team');
  });
});
