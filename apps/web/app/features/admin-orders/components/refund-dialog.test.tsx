import { type AdminOrderDetail, indiaDate } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, priya } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { refundCancelsOrder, refundQuestion, refundSplit } from './refund-rules.ts';

const ORDER_ID = '3f2a9c1b-8d4e-4f00-9a7b-0123456789ab';

// A ₹24,999 order invoiced within the state: ₹21,186 fee + ₹1,907 CGST + ₹1,906 SGST.
const order = {
  id: ORDER_ID,
  packageName: 'Starter',
  amount: 24999,
  customer: { id: priya.id, name: priya.name, email: priya.email, phone: null },
  refunds: [],
  refundedAmount: 0,
  duplicateRefundedAmount: 24999,
  refundableAmount: 24999,
  status: 'in-progress',
  refundTo: {
    paymentMethod: 'UPI',
    offline: false,
    invoice: { taxableValue: 21186, cgst: 1907, sgst: 1906, igst: 0 },
    credited: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
  },
} as unknown as AdminOrderDetail;

describe('the refund form', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the amount, the customer and the method in its question', () => {
    expect(refundQuestion(order, 24999)).toBe('Refund ₹24,999 to Priya Sharma via UPI?');
    expect(refundQuestion({ ...order, refundTo: null }, 500)).toBe('Refund ₹500 to Priya Sharma?');
  });

  it('says that refunding all that is left also cancels an order in work, and only then', () => {
    expect(refundCancelsOrder(order, 24999)).toBe(
      'Refunding all that is left also cancels the order: its launch stops.',
    );
    expect(refundCancelsOrder(order, 5000)).toBeNull();
    // A launched order stays completed when its money goes back.
    expect(refundCancelsOrder({ ...order, status: 'completed' }, 24999)).toBeNull();
  });

  it('splits an amount into fee and GST as its credit note will', () => {
    expect(refundSplit(order, 24999)).toBe('Fee ₹21,186 + GST ₹3,813 (CGST ₹1,907 + SGST ₹1,906)');
    expect(refundSplit(order, 0)).toBeNull();
    expect(refundSplit(order, 25000)).toBeNull();
    expect(
      refundSplit(
        { ...order, refundTo: { paymentMethod: 'UPI', offline: false, invoice: null, credited: null } },
        100,
      ),
    ).toBeNull();
  });

  it('starts empty, shows the split as typed, and refunds only once confirmed', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith(`/api/admin/orders/${ORDER_ID}/refunds`)) {
        return okResponse(
          {
            id: 'r-1',
            merchantRefundId: 'RF2611260001',
            merchantOrderId: 'LP2611260001',
            amount: 24999,
            state: 'PENDING',
            reason: 'Customer cancelled',
            createdAt: '2026-11-26T10:00:00.000Z',
            completedAt: null,
            offline: null,
          },
          undefined,
          201,
        );
      }
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${String(input)}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RefundDialog order={order} open onClose={onClose} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: 'Amount in rupees' }) as HTMLInputElement;
    expect(amount.value).toBe('');

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Customer cancelled');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(await screen.findByText('Enter the amount to refund')).toBeTruthy();

    await user.type(amount, '24999');
    expect(screen.getByText('Fee ₹21,186 + GST ₹3,813 (CGST ₹1,907 + SGST ₹1,906)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(
      await screen.findByRole('heading', { name: 'Refund ₹24,999 to Priya Sharma via UPI?' }),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      screen.getByText(/Refunding all that is left also cancels the order: its launch stops\./),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Yes, refund ₹24,999' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 24999, reason: 'Customer cancelled' });
  });

  it('records money returned offline for an order paid by NEFT: method, reference and today by default', async () => {
    const paidByNeft = {
      ...order,
      cancellationRequestedAt: null,
      refundTo: { ...order.refundTo, paymentMethod: 'NEFT', offline: true },
    } as AdminOrderDetail;
    const today = indiaDate(new Date());
    const fetchMock = vi.fn<typeof fetch>(async () =>
      okResponse(
        {
          id: 'r-2',
          merchantRefundId: 'RO2612070001',
          merchantOrderId: 'OF2612050001',
          amount: 5000,
          state: 'COMPLETED',
          reason: 'Logo dropped',
          createdAt: '2026-12-07T10:00:00.000Z',
          completedAt: '2026-12-07T10:00:00.000Z',
          offline: { method: 'NEFT', reference: 'HDFCR26340999999', refundedOn: today },
        },
        undefined,
        201,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RefundDialog order={paidByNeft} open onClose={onClose} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect((screen.getByLabelText('Sent back on') as HTMLInputElement).value).toBe(today);
    await user.type(screen.getByRole('textbox', { name: 'Amount in rupees' }), '5000');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Logo dropped');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(await screen.findByText('Enter the reference: the UTR or the cheque number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'HDFCR26340999999');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(
      await screen.findByRole('heading', { name: 'Record ₹5,000 returned to Priya Sharma by NEFT?' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, record ₹5,000' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: 5000,
      reason: 'Logo dropped',
      offline: { method: 'NEFT', reference: 'HDFCR26340999999', refundedOn: today },
      confirmOfflineRefund: false,
    });
  });
});
