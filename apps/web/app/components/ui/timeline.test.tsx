import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './timeline.tsx';

describe('Timeline', () => {
  it('lists each entry in the order given with its title, time, author and note', () => {
    render(
      <Timeline
        label="What happened"
        entries={[
          { key: 'a', title: 'Order placed', at: '2026-01-05T10:00:00.000Z', by: 'You' },
          {
            key: 'b',
            title: 'Payment received',
            at: '2026-01-05T10:05:00.000Z',
            note: 'PhonePe',
            action: <a href="/o">View</a>,
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'What happened' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-semibold')?.textContent)).toEqual([
      'Order placed',
      'Payment received',
    ]);
    expect(items[0]?.textContent).toContain('· You');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-05T10:00:00.000Z');
    expect(items[1]?.textContent).toContain('PhonePe');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'View' })).toBeTruthy();
  });

  it('says the empty words instead of an empty list', () => {
    render(<Timeline entries={[]} empty="No changes recorded yet." />);
    expect(screen.getByText('No changes recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
