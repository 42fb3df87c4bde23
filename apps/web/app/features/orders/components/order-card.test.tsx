import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../../test/build-order.ts';
import { OrderCard } from './order-card.tsx';

function renderCard(packageId: string) {
  render(
    <MemoryRouter>
      <OrderCard order={buildOrder({ packageId, status: 'in-progress' })} />
    </MemoryRouter>,
  );
}

describe('OrderCard', () => {
  it('shows the first three of what the package includes, from the catalogue, and counts the rest', () => {
    renderCard('growth');
    expect(screen.getByRole('heading', { name: 'Included' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Company Registration',
      'Domain Registration',
      'Web Hosting (1 Year)',
    ]);
    expect(screen.getByText('+9 more features')).toBeTruthy();
  });

  it('lists nothing as included for a package no longer sold', () => {
    renderCard('platinum-2019');
    expect(screen.queryByRole('heading', { name: 'Included' })).toBeNull();
    expect(screen.queryByText(/more feature/)).toBeNull();
  });
});
