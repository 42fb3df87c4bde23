import type { AdminOrderDetail, InvoiceSummary, UserRole } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { StaffAccess } from '../../../lib/staff-access.tsx';
import { OrderDocuments } from './order-documents.tsx';

const ORDER_ID = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';
const INVOICE_ID = '0b7f6c9e-1d2a-4e3b-8c4d-5e6f7a8b9c0d';

const invoice: InvoiceSummary = {
  id: INVOICE_ID,
  number: 'LP/26-27/00001',
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
  recipient: { name: 'Asha Verma', address: '8 Residency Road, Bengaluru 560025', state: '29', gstin: null },
};

const orderWith = (invoices: InvoiceSummary[]) =>
  ({
    id: ORDER_ID,
    packageName: 'Growth',
    customer: { id: 'u-1', name: 'Asha Verma', email: 'asha@example.in', phone: null },
    invoices,
  }) as unknown as AdminOrderDetail;

function renderSection(order: AdminOrderDetail, role: UserRole = 'finance') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StaffAccess staffRole={role}>
        <OrderDocuments order={order} />
      </StaffAccess>
    </QueryClientProvider>,
  );
}

describe('correcting an invoice from the order workspace', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the invoice’s details, checks the GSTIN, and issues only once confirmed', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith(`/invoices/${INVOICE_ID}/correction`)) {
        return jsonResponse(409, {
          success: false,
          message: 'Invoice LP/26-27/00001 was already corrected: invoice LP/26-27/00002 replaces it',
          error: { code: 'conflict', requestId: 'r' },
        });
      }
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${String(input)}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSection(orderWith([invoice]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Correct billing details.*LP\/26-27\/00001/ }));
    const name = (await screen.findByRole('textbox', { name: 'Billing name' })) as HTMLInputElement;
    expect(name.value).toBe('Asha Verma');

    await user.clear(name);
    await user.type(name, 'Verma Foods LLP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State or union territory' }), '27');
    await user.type(screen.getByRole('textbox', { name: 'GSTIN (optional)' }), '27AAPFU0939F1ZW');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong GSTIN');
    await user.click(screen.getByRole('button', { name: 'Review the correction' }));
    expect(await screen.findByText(/check character does not match/)).toBeTruthy();

    const gstin = screen.getByRole('textbox', { name: 'GSTIN (optional)' });
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.click(screen.getByRole('button', { name: 'Review the correction' }));
    const confirm = await screen.findByRole('button', { name: 'Issue credit note and new invoice' });
    expect(
      screen.getByText(/will name Verma Foods LLP, GSTIN 27AAPFU0939F1ZV, place of supply Maharashtra/),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(confirm)).toBe(true));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(confirm);
    expect(
      await screen.findByText(/was already corrected: invoice LP\/26-27\/00002 replaces it/),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Verma Foods LLP',
      address: '8 Residency Road, Bengaluru 560025',
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      reason: 'Wrong GSTIN',
    });
  });

  it('offers the correction to finance only: support and operations see the invoice and its PDF', () => {
    for (const role of ['support', 'operations'] as const) {
      renderSection(orderWith([invoice]), role);
      expect(screen.getByRole('link', { name: /Download PDF of .*LP\/26-27\/00001/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Correct billing details/ })).toBeNull();
      cleanup();
    }
  });

  it('marks a superseded invoice and offers no correction of it, nor of an invoice refunds credited', () => {
    const superseded = {
      ...invoice,
      supersededBy: { creditNote: 'LPC/26-27/00001', invoice: 'LP/26-27/00002' },
    };
    const reissued = { ...invoice, id: 'i-2', number: 'LP/26-27/00002', corrects: 'LP/26-27/00001' };
    renderSection(orderWith([superseded, reissued]));
    expect(
      screen.getByText('Superseded by LP/26-27/00002 (cancelled by credit note LPC/26-27/00001)'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Correct billing details/ })).toHaveLength(1);
  });

  it('explains why an invoice with refunds’ credit notes cannot be corrected here', () => {
    const note = {
      ...invoice,
      id: 'c-1',
      kind: 'credit-note' as const,
      number: 'LPC/26-27/00001',
      refundId: 'r-1',
    };
    renderSection(orderWith([invoice, note]));
    expect(screen.queryByRole('button', { name: /Correct billing details/ })).toBeNull();
    expect(screen.getByText(/Refunds have credited this invoice/)).toBeTruthy();
  });
});
