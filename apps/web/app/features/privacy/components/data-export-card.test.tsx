import type { DataExport } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DataExportCard } from './data-export-card.tsx';

const HOUR = 3_600_000;

function exportOf(requestedHoursAgo: number, changes: Partial<DataExport> = {}): DataExport {
  const requestedAt = new Date(Date.now() - requestedHoursAgo * HOUR);
  return {
    id: '00000000-0000-4000-8000-00000000e001',
    status: 'ready',
    requestedAt: requestedAt.toISOString(),
    readyAt: requestedAt.toISOString(),
    expiresAt: new Date(requestedAt.getTime() + 24 * HOUR).toISOString(),
    size: 2_000_000,
    ...changes,
  };
}

function renderCard(latest: DataExport | null, answer?: { data: DataExport; message: string }) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/me/data-export' && init?.method === 'POST' && answer) {
      return okResponse(answer.data, answer.message, 202);
    }
    if (url.pathname === '/api/auth/me/data-export') return okResponse(latest);
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DataExportCard />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataExportCard', () => {
  it('offers no second copy within the day, and says when the next one may be asked for', async () => {
    renderCard(exportOf(2));
    expect(await screen.findByRole('link', { name: /Download my data/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /copy|Request my data/ })).toBeNull();
    expect(screen.getByText(/You can ask for one copy a day: the next from/)).toBeTruthy();
  });

  it('offers a new copy once the day is over', async () => {
    renderCard(exportOf(25));
    expect(await screen.findByRole('button', { name: 'Prepare a new copy' })).toBeTruthy();
    expect(screen.queryByText(/one copy a day/)).toBeNull();
  });

  it('shows what the server said of the request, such as waiting for space', async () => {
    const waiting = 'Many copies of customers’ data are being kept right now. Yours is queued.';
    const { user } = renderCard(null, {
      data: exportOf(0, { status: 'pending', readyAt: null, expiresAt: null, size: null }),
      message: waiting,
    });
    await user.click(await screen.findByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText(waiting)).toBeTruthy();
  });
});
