import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChargeSummary, chargeLines } from './charge-summary.tsx';

const fee = { fee: 49_999, cgst: 0, sgst: 0, stateTaxName: 'SGST', igst: 0, total: 49_999 };

describe('ChargeSummary', () => {
  it('lists CGST and SGST at half the rate each inside the state', () => {
    expect(chargeLines({ ...fee, cgst: 4500, sgst: 4500, total: 58_999 })).toEqual([
      { label: 'Professional fee', amount: 49_999 },
      { label: 'CGST (9%)', amount: 4500 },
      { label: 'SGST (9%)', amount: 4500 },
    ]);
  });

  it('names UTGST in a union territory without a legislature, and IGST across states', () => {
    expect(
      chargeLines({ ...fee, cgst: 4500, sgst: 4500, stateTaxName: 'UTGST', total: 58_999 }).map(
        (l) => l.label,
      ),
    ).toEqual(['Professional fee', 'CGST (9%)', 'UTGST (9%)']);
    expect(chargeLines({ ...fee, igst: 9000, total: 58_999 })).toEqual([
      { label: 'Professional fee', amount: 49_999 },
      { label: 'IGST (18%)', amount: 9000 },
    ]);
  });

  it('says why no GST is charged when the total is the fee', () => {
    const { rerender } = render(<ChargeSummary charge={fee} />);
    expect(screen.getByText(/No GST is charged/)).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹49,999');
    rerender(<ChargeSummary charge={{ ...fee, igst: 9000, total: 58_999 }} />);
    expect(screen.queryByText(/No GST is charged/)).toBeNull();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹58,999');
  });
});
