import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { BillingDetailsCard } from './billing-details-card.tsx';

const saved = {
  name: 'Verma Foods LLP',
  address: '4 Linking Road\nMumbai 400050',
  state: '27',
  stateName: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
};

function renderCard(billing: typeof saved | null) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) !== '/api/auth/me/billing') throw new Error(`unexpected ${String(input)}`);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return okResponse({ billing: { ...body, stateName: 'Karnataka', gstin: body.gstin || null } });
    }
    return okResponse({ billing });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BillingDetailsCard />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe('BillingDetailsCard', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved details, and edits them in the checkout form started from them', async () => {
    const { user, fetchMock } = renderCard(saved);
    expect(await screen.findByText('Verma Foods LLP')).toBeTruthy();
    expect(screen.getByText('Maharashtra (27)')).toBeTruthy();
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit billing details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing details' });
    const name = within(dialog).getByLabelText('Billing name') as HTMLInputElement;
    expect(name.value).toBe('Verma Foods LLP');
    expect((within(dialog).getByLabelText('GSTIN (optional)') as HTMLInputElement).value).toBe(saved.gstin);

    await user.clear(name);
    await user.type(name, 'Verma Foods Private Limited');
    await user.clear(within(dialog).getByLabelText('GSTIN (optional)'));
    within(dialog).getByRole('combobox', { name: 'State or union territory' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Verma Foods Private Limited')).toBeTruthy();
    expect(screen.getByText('Karnataka (29)')).toBeTruthy();
    expect(screen.getByText('None (not registered for GST)')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Verma Foods Private Limited',
      address: '4 Linking Road\nMumbai 400050',
      state: '29',
      gstin: null,
    });
  });

  it('offers to add details when none are saved', async () => {
    const { user } = renderCard(null);
    expect(await screen.findByText(/None saved yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add billing details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add billing details' });
    expect((within(dialog).getByLabelText('Billing name') as HTMLInputElement).value).toBe('');
  });
});
