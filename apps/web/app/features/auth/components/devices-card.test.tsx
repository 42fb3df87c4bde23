import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DevicesCard } from './devices-card.tsx';

const laptop = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox on Windows',
  address: '203.0.113.7',
  createdAt: '2026-12-01T04:30:00.000Z',
  lastSeenAt: '2026-12-02T04:30:00.000Z',
  current: true,
};
const phone = {
  ...laptop,
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari on iOS',
  current: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DevicesCard', () => {
  it('lists the devices, marks this one, and signs another out with its own button', async () => {
    let sessions = [laptop, phone];
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'DELETE') {
        sessions = sessions.filter((s) => !String(input).endsWith(s.id));
        return okResponse(null, 'That device has been signed out');
      }
      return okResponse({ sessions });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DevicesCard />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('This device');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(within(second as HTMLElement).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(
      fetchMock.mock.calls.some(([url, i]) => i?.method === 'DELETE' && String(url).endsWith(phone.id)),
    ).toBe(true);
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});
