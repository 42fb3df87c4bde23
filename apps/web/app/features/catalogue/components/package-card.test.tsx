import { findPackage, type LaunchPackage } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { loadSiteConfig, resetSiteConfig } from '../site-config.ts';
import { type PackageAction, PackageCard } from './package-card.tsx';

const growth = findPackage('growth') as LaunchPackage;
const fetchMock = vi.fn<typeof fetch>();

function siteConfig(whatsappNumber: string | null): Response {
  return okResponse({
    whatsappNumber,
    supportEmail: 'support@launchpad.example',
    supportPhone: '+91 80 4567 8900',
    seller: null,
    grievanceOfficer: null,
    statistics: [],
  });
}

function renderCard(action?: PackageAction) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PackageCard launchPackage={growth} action={action} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Growth' });
}

describe('PackageCard', () => {
  beforeEach(() => {
    resetSiteConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the name, the price with its asterisk, the badge and every feature', () => {
    fetchMock.mockResolvedValue(siteConfig(null));
    const card = renderCard();

    expect(card.textContent).toContain('₹49,999*');
    expect(within(card).getByText('Most Popular')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(growth.features);
  });

  it('sends buyers to sign in by default, with the package button text', () => {
    fetchMock.mockResolvedValue(siteConfig(null));
    const card = renderCard();

    expect(within(card).getByRole('link', { name: 'Start Growing' }).getAttribute('href')).toBe(
      '/login?next=%2F%3Fpackage%3Dgrowth',
    );
  });

  it('draws the buy button the page passes in instead', () => {
    fetchMock.mockResolvedValue(siteConfig(null));
    const card = renderCard((pkg) => <button type="button">Pay for {pkg.name}</button>);

    expect(within(card).getByRole('button', { name: 'Pay for Growth' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Start Growing' })).toBeNull();
  });

  it('offers a WhatsApp chat about the package once the server has a number', async () => {
    fetchMock.mockResolvedValue(siteConfig('919845012345'));
    const card = renderCard();

    const chat = await within(card).findByRole('link', { name: /Chat with us about Growth/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919845012345\?text=.*Growth/);
    expect(fetchMock).toHaveBeenCalledWith('/api/site-config', expect.anything());
  });

  it('offers no chat when no number is configured', async () => {
    fetchMock.mockResolvedValue(siteConfig(null));
    const card = renderCard();

    // The card's own request: once it is answered (and the card has drawn the answer), look.
    const answered = await act(() => loadSiteConfig());
    expect(answered?.supportPhone).toBe('+91 80 4567 8900');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(card).queryByRole('link', { name: /Chat with us/ })).toBeNull();
  });
});
