import type { AdminDataRequest } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DataRequestsPanel } from './data-requests-panel.tsx';

const customer = {
  id: '00000000-0000-4000-8000-000000000007',
  name: 'Kavya Ragunathan',
  email: 'kavya@example.in',
  phone: '+91 98450 12345',
  erased: false,
};

const requests: AdminDataRequest[] = [
  {
    id: 'd-1',
    kind: 'deletion',
    customer,
    requestedAt: '2026-11-20T05:00:00.000Z',
    scheduledFor: '2026-11-27T05:00:00.000Z',
    completedAt: null,
    outcome: 'Scheduled',
    audit: [{ action: 'scheduled', at: '2026-11-20T05:00:00.000Z', actor: 'Customer' }],
  },
  {
    id: 'e-1',
    kind: 'export',
    customer,
    requestedAt: '2026-11-19T05:00:00.000Z',
    scheduledFor: null,
    completedAt: '2026-11-19T05:01:00.000Z',
    outcome: 'Downloaded',
    audit: [
      { action: 'requested', at: '2026-11-19T05:00:00.000Z', actor: 'Customer' },
      { action: 'ready', at: '2026-11-19T05:01:00.000Z', actor: 'System' },
    ],
  },
  {
    id: 'd-0',
    kind: 'deletion',
    customer: {
      ...customer,
      id: 'erased-1',
      name: 'Erased customer',
      email: 'erased-1@erased.invalid',
      erased: true,
    },
    requestedAt: '2026-11-01T05:00:00.000Z',
    scheduledFor: '2026-11-08T05:00:00.000Z',
    completedAt: '2026-11-08T05:00:10.000Z',
    outcome: 'Erased (tax records kept)',
    audit: [],
  },
];

function renderPanel() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/data-requests') {
      const kind = url.searchParams.get('kind');
      const listed = kind ? requests.filter((request) => request.kind === kind) : requests;
      // Two a page, as the server pages by cursor: the cursor names where the next page starts.
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = start + 2;
      return okResponse({
        requests: listed.slice(start, end),
        nextCursor: end < listed.length ? String(end) : null,
      });
    }
    if (url.pathname === `/api/admin/customers/${customer.id}/corrections` && init?.method === 'POST') {
      return okResponse({
        customer: {
          id: customer.id,
          name: 'Kavya Raghunathan',
          email: customer.email,
          phone: customer.phone,
        },
        billing: null,
      });
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DataRequestsPanel />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataRequestsPanel', () => {
  it('lists each request with its customer, dates, outcome and audit trail', async () => {
    const { user } = renderPanel();
    const deletion = await screen.findByRole('article', { name: 'Account deletion: Kavya Ragunathan' });
    expect(within(deletion).getByText('Scheduled')).toBeTruthy();
    expect(within(deletion).getByText('Requested')).toBeTruthy();
    expect(within(deletion).getByText('Due')).toBeTruthy();
    const copy = screen.getByRole('article', { name: 'Copy of data: Kavya Ragunathan' });
    expect(within(copy).getByText('Downloaded')).toBeTruthy();
    expect(within(copy).getByText('Completed')).toBeTruthy();
    expect(within(copy).getByText('Audit trail (2)')).toBeTruthy();
    expect(copy.textContent).toContain('ready, by System');
    // An erased account has nothing left to correct (on the second page).
    expect(screen.queryByRole('article', { name: 'Account deletion: Erased customer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const erased = await screen.findByRole('article', { name: 'Account deletion: Erased customer' });
    expect(within(erased).queryByRole('button', { name: /Correct details/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows one kind at a time', async () => {
    const { user } = renderPanel();
    await screen.findByRole('article', { name: 'Account deletion: Kavya Ragunathan' });
    await user.click(screen.getByRole('button', { name: 'Copies of data' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Account deletion: Kavya Ragunathan' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: /Copy of data/ })).toBeTruthy();
  });

  it('corrects a customer’s name with the reason, sending only what changed', async () => {
    const { fetchMock, user } = renderPanel();
    const deletion = await screen.findByRole('article', { name: 'Account deletion: Kavya Ragunathan' });
    await user.click(within(deletion).getByRole('button', { name: 'Correct details of Kavya Ragunathan' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Kavya Raghunathan');
    await user.type(within(dialog).getByLabelText('Reason'), 'She wrote on 20 Nov to fix the spelling.');
    await user.click(within(dialog).getByRole('button', { name: 'Correct details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] =
      fetchMock.mock.calls.find(([input]) => String(input).includes('/corrections')) ?? ([] as never);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Kavya Raghunathan',
      reason: 'She wrote on 20 Nov to fix the spelling.',
    });
  });
});
