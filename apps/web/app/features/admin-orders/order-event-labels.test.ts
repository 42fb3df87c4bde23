import { describe, expect, it } from 'vitest';
import { changeLabel } from './order-event-labels.ts';

describe('the team’s timeline headings', () => {
  it('head an entry that leaves the status as it was by what happened, not by the status', () => {
    const note = (reason: string) =>
      changeLabel({ fromStatus: 'in-progress', toStatus: 'in-progress', reason });
    expect(note('PAN card of each director: uploaded pan.pdf (120 KB)')).toBe('Document uploaded');
    expect(note('Your documents received and checked: waiting on you. Send the PAN')).toBe(
      'Waiting on the customer',
    );
    expect(note('Certificate of incorporation withdrawn: coi.pdf. Not theirs')).toBe(
      'Handed-over file withdrawn',
    );
    expect(note('Asha Rao is now looking after this order')).toBe('Owner changed');
  });

  it('head a status change by the change', () => {
    expect(changeLabel({ fromStatus: null, toStatus: 'pending', reason: null })).toBe(
      'Created as Pending Payment',
    );
    expect(
      changeLabel({ fromStatus: 'in-progress', toStatus: 'cancelled', reason: 'Refunded in full' }),
    ).toBe('In Progress → Cancelled');
  });
});
