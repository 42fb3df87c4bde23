import type { InvoiceRegisterEntry } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AdminInvoicesPanel, placeOfSupplyLabel, rangeProblem } from './admin-invoices-panel.tsx';

function entry(serial: number, overrides: Partial<InvoiceRegisterEntry> = {}): InvoiceRegisterEntry {
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    number: `LP/26-27/${String(serial).padStart(5, '0')}`,
    kind: 'invoice',
    title: 'Tax Invoice',
    issuedAt: '2026-11-23T05:00:00.000Z',
    taxableValue: 49_999,
    tax: 9000,
    total: 58_999,
    refundId: null,
    supersededBy: null,
    corrects: null,
    correctionReason: null,
    recipient: null,
    orderId: 'o-1',
    orderReference: 'LP-7K3Q-9XMD',
    originalInvoice: null,
    sac: '998213',
    ratePercent: 18,
    recipientName: 'Verma Foods LLP',
    recipientGstin: '27AAPFU0939F1ZV',
    placeOfSupply: '27',
    cgst: 0,
    sgst: 0,
    igst: 9000,
    ...overrides,
  };
}

function renderPanel() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/admin/invoices') throw new Error(`unexpected ${url}`);
    if (url.searchParams.get('cursor') === 'page-2') {
      return okResponse({
        items: [
          entry(1, {
            kind: 'credit-note',
            title: 'Credit Note',
            number: 'LPC/26-27/00001',
            taxableValue: -8474,
            igst: -1526,
            tax: -1526,
            total: -10_000,
            originalInvoice: { number: 'LP/26-27/00003', issuedAt: '2026-11-20T05:00:00.000Z' },
          }),
        ],
        nextCursor: null,
      });
    }
    return okResponse({ items: [entry(3), entry(2)], nextCursor: 'page-2' });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminInvoicesPanel />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

const table = () => screen.getByRole('table', { name: 'Invoices and credit notes, newest first' });

describe('AdminInvoicesPanel', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a range that ends before it starts, and names places of supply as GST returns do', () => {
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe(
      'The start date is after the end date',
    );
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBeNull();
    expect(placeOfSupplyLabel('29')).toBe('29-Karnataka');
    expect(placeOfSupplyLabel('26')).toBe('26-Dadra and Nagar Haveli and Daman and Diu');
  });

  it('lists the register in its columns, loads more by cursor, and shows credit notes negative', async () => {
    const { user, fetchMock } = renderPanel();
    await screen.findAllByText('LP/26-27/00003');
    const [firstRow] = within(table()).getAllByRole('row').slice(1);
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'LP/26-27/00003Tax InvoiceOrder LP-7K3Q-9XMDSAC 998213, GST 18%',
      '23 Nov 2026',
      'Verma Foods LLP',
      '27AAPFU0939F1ZV',
      '27-Maharashtra',
      '₹49,999',
      '₹0',
      '₹0',
      '₹9,000',
      '₹58,999',
      'PDF of Tax Invoice LP/26-27/00003',
    ]);
    expect(
      within(table()).getByRole('link', { name: 'PDF of Tax Invoice LP/26-27/00003' }).getAttribute('href'),
    ).toBe('/api/invoices/00000000-0000-4000-8000-000000000003/pdf');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/admin/invoices',
      '/api/admin/invoices?cursor=page-2',
    ]);
    const creditRow = within(table()).getAllByRole('row')[3] as HTMLElement;
    expect(creditRow.textContent).toContain('Credit Note');
    expect(creditRow.textContent).toContain('-₹10,000');
    expect(creditRow.textContent).toContain('Against LP/26-27/00003 of 20 Nov 2026');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for the dates chosen and exports the same dates', async () => {
    const { fetchMock } = renderPanel();
    await screen.findAllByText('LP/26-27/00003');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/invoices/export.csv',
    );
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Issued to'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/invoices?from=2026-11-01&to=2026-11-30',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30',
    );

    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-12-15' } });
    expect(await screen.findByText('The start date is after the end date')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
