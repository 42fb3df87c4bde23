import type { AuditEntry } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { filtersProblem } from './activity-filters.tsx';
import { ActivityPanel } from './activity-panel.tsx';

const orderId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const personId = '9b2f1c3e-5d4a-4f6b-8e7c-1a2b3c4d5e6f';

function entry(serial: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    at: '2026-12-08T05:30:00.000Z',
    action: 'order.refunded',
    personId,
    personEmail: 'finance@launchpad.example',
    personRole: 'owner',
    address: '203.0.113.7',
    targetKind: 'order',
    targetId: orderId,
    orderId,
    changes: { amount: 4999, reason: 'Duplicate payment' },
    ...overrides,
  };
}

function renderPanel() {
  const asked: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/audit') throw new Error(`unexpected ${url}`);
    asked.push(url);
    if (url.searchParams.get('cursor') === 'page-2') {
      return okResponse({
        items: [entry(1, { action: 'staff.signed-in', orderId: null, changes: {} })],
        nextCursor: null,
      });
    }
    return okResponse({
      items: [entry(3), entry(2, { action: 'mail.retried', orderId: null, targetKind: 'mail' })],
      nextCursor: 'page-2',
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onOpenOrder = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ActivityPanel onOpenOrder={onOpenOrder} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), asked, onOpenOrder };
}

const table = () => screen.getByRole('table', { name: 'What the team did, newest first' });

describe('ActivityPanel', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses days that end before they start', () => {
    const none = { action: '', personId: '', orderId: '' } as const;
    expect(filtersProblem({ ...none, from: '2026-12-08', to: '2026-12-01' })).toBe(
      'The start date is after the end date',
    );
    expect(filtersProblem({ ...none, from: '', to: '2026-12-01' })).toBeNull();
  });

  it('says who did what, on what, from where and what they asked for, and loads more by cursor', async () => {
    const { user } = renderPanel();
    const [firstRow] = (await within(await screen.findByRole('table')).findAllByRole('row')).slice(1);
    const cells = within(firstRow as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toContain('finance@launchpad.example');
    expect(cells[2]).toBe('Refunded a payment');
    expect(cells[3]).toContain('Order LP-');
    expect(cells[4]).toBe('amount: 4999reason: Duplicate payment');
    expect(cells[5]).toBe('203.0.113.7');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('Showing 3 actions')).toBeTruthy();
  });

  it('narrows to an action, a person and an order, and exports what it shows', async () => {
    const { user, asked, onOpenOrder } = renderPanel();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Action'), 'Refunded a payment');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('action')).toBe('order.refunded'));
    const firstRow = async () =>
      (await within(await screen.findByRole('table')).findAllByRole('row'))[1] as HTMLElement;
    await user.click(within(await firstRow()).getByRole('button', { name: 'Only this person' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('personId')).toBe(personId));
    expect(screen.getByText('By finance@launchpad.example')).toBeTruthy();
    await user.click(within(await firstRow()).getByRole('button', { name: 'Only this order' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('orderId')).toBe(orderId));
    const csv = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    expect(new URL(csv, 'http://localhost').searchParams.get('personId')).toBe(personId);
    await user.click(within(await firstRow()).getByRole('button', { name: /^Order LP-/ }));
    expect(onOpenOrder).toHaveBeenCalledWith(orderId);
    await user.click(screen.getByRole('button', { name: 'Remove the filter: By finance@launchpad.example' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('personId')).toBeNull());
  });
});
