import { describe, expect, it } from 'vitest';
import { timelineTitle } from './timeline-headings.ts';

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
    ).toBe('Step done');
    expect(timelineTitle({ fromStatus: 'in-progress', toStatus: 'completed' })).toBe(
      'Status changed to Completed',
    );
    expect(timelineTitle({ fromStatus: 'pending', toStatus: 'cancelled' })).toBe(
      'Status changed to Cancelled',
    );
  });

  it('gives each kind of note its own heading', () => {
    const note = (reason: string) =>
      timelineTitle({ fromStatus: 'in-progress', toStatus: 'in-progress', reason });
    expect(note('Expected launch date moved from 26 Dec 2026 to 1 Jan 2027')).toBe('Launch date moved');
    expect(note('Refund of ₹5,000 started: Domain fee')).toBe('Refund of ₹5,000 started');
    expect(note('₹5,000 refunded: Domain fee')).toBe('Refund of ₹5,000 issued');
    expect(note('Refund of ₹58,999 failed: Plans changed')).toBe('Refund of ₹58,999 failed');
    expect(
      note(
        'Extra payment LP1 received while the order was In Progress: refunding ₹49,999 in full (duplicate payment)',
      ),
    ).toBe('Extra payment: ₹49,999 being refunded');
    expect(note('Cancellation requested: Plans changed')).toBe('Cancellation requested');
    expect(note('Cancellation request declined: Already filed')).toBe('Cancellation request declined');
    expect(note('PAN card of each director: uploaded pan.pdf (120 KB)')).toBe('Document uploaded');
    expect(note('PAN card of each director: pan.pdf downloaded')).toBe('File downloaded');
    expect(note('PAN card of each director: rejected. Blurred')).toBe('Document rejected');
    expect(note('Certificate of incorporation delivered: coi.pdf')).toBe('Handed over');
    expect(note('Asha Rao is now looking after this order')).toBe('Your launch’s owner');
    expect(note('Something new')).toBe('Launch update');
  });

  it('heads a step waiting on the customer by what happened, for each reader', () => {
    const waiting = {
      fromStatus: 'in-progress',
      toStatus: 'in-progress',
      reason: 'Your documents received and checked: waiting on you. Send the rent agreement',
    };
    expect(timelineTitle(waiting)).toBe('Waiting on you');
    expect(timelineTitle(waiting, 'team')).toBe('Waiting on the customer');
    const withdrawn = { fromStatus: 'in-progress', toStatus: 'in-progress' };
    expect(timelineTitle({ ...withdrawn, reason: 'A file was withdrawn: Not yours' })).toBe(
      'Handed-over file withdrawn',
    );
    expect(
      timelineTitle({
        ...withdrawn,
        reason: 'Certificate of incorporation delivered: a file since withdrawn',
      }),
    ).toBe('Handed over');
  });
});
