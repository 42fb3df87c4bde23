import type { InvoiceSummary, OrderDetail } from '@launchpad/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../../test/build-order.ts';
import { OrderInvoices } from './order-invoices.tsx';

const invoice: InvoiceSummary = {
  id: '0b7f6c9e-1d2a-4e3b-8c4d-5e6f7a8b9c0d',
  number: 'LP/26-27/00001',
  kind: 'invoice',
  title: 'Tax Invoice',
  // 11:30 pm on 31 March in UTC is already 1 April in India.
  issuedAt: '2027-03-31T19:00:00.000Z',
  taxableValue: 49_999,
  tax: 9000,
  total: 58_999,
  refundId: null,
  supersededBy: null,
  corrects: null,
  correctionReason: null,
  recipient: null,
};
const creditNote: InvoiceSummary = {
  ...invoice,
  id: '1c8a7d0f-2e3b-4f4c-9d5e-6f7a8b9c0d1e',
  number: 'LPC/27-28/00001',
  kind: 'credit-note',
  title: 'Credit Note',
  issuedAt: '2027-04-02T05:00:00.000Z',
  taxableValue: 8474,
  tax: 1526,
  total: 10_000,
  refundId: '7d1e0c2b-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
};

function renderSection({ invoices = [], paid = false, ...order }: Partial<OrderDetail>) {
  const detail: OrderDetail = {
    ...buildOrder(order),
    events: [],
    receipt: null,
    paid,
    cancellationRequestedAt: null,
    cancellationRequest: null,
    billing: null,
    invoices,
    plannedLaunchDate: null,
    governmentCaveat: false,
    milestones: [],
    documents: [],
    deliverables: [],
  };
  render(<OrderInvoices order={detail} />);
  return screen.getByRole('region', { name: 'Invoices and receipts' });
}

describe('OrderInvoices', () => {
  it('lists each document with its kind, number, date in India, amount and its PDF', () => {
    const section = renderSection({ status: 'in-progress', paid: true, invoices: [invoice, creditNote] });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first?.textContent).toContain('Tax Invoice LP/26-27/00001');
    expect(first?.textContent).toContain('1 Apr 2027 · ₹58,999 (GST ₹9,000)');
    expect(second?.textContent).toContain('Credit Note LPC/27-28/00001');
    expect(second?.textContent).toContain('Credited ₹10,000');
    const link = within(section).getByRole('link', { name: 'Download PDF of Tax Invoice LP/26-27/00001' });
    expect(link.getAttribute('href')).toBe(`/api/invoices/${invoice.id}/pdf`);
  });

  it('says that a bill of supply carries no GST by leaving the tax out', () => {
    const section = renderSection({
      status: 'in-progress',
      paid: true,
      invoices: [{ ...invoice, title: 'Bill of Supply', tax: 0, total: 49_999 }],
    });
    expect(within(section).getByRole('listitem').textContent).toContain('Bill of Supply LP/26-27/00001');
    expect(within(section).getByRole('listitem').textContent).not.toContain('GST ₹');
  });

  it('says when the invoice will come for an order that waits for payment', () => {
    const section = renderSection({ status: 'pending', paid: false, invoices: [] });
    expect(section.textContent).toContain('Your invoice appears here once the payment is received.');
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
