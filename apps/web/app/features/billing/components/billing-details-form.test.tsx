import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse } from '../../../../test/fixtures.ts';
import { stateOfGstin } from '../use-billing-details-form.ts';
import { BillingDetailsForm } from './billing-details-form.tsx';

// A well-formed GSTIN of Maharashtra (27) and the same one with its check character mistyped.
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const MISTYPED_GSTIN = '27AAPFU0939F1ZW';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  // jsdom lacks what Radix Select calls while it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function renderForm(saved: Parameters<typeof BillingDetailsForm>[0]['saved'] = null) {
  const onSaved = vi.fn();
  render(<BillingDetailsForm saved={saved} submitLabel="Continue" onSaved={onSaved} />);
  return { user: userEvent.setup(), onSaved };
}

async function chooseState(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('combobox', { name: 'State or union territory' }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name }));
}

describe('BillingDetailsForm', { timeout: 30_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('reads the state from the first two digits of a GSTIN', () => {
    expect(stateOfGstin(' 29AAACL1234C1Z1')).toBe('29');
    expect(stateOfGstin('99AAACL1234C1Z1')).toBeNull();
    expect(stateOfGstin('')).toBeNull();
  });

  it('asks for the name, the address and the state before sending anything', async () => {
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Billing name is required')).toBeTruthy();
    expect(screen.getByText('Enter the full billing address')).toBeTruthy();
    expect(screen.getByText('Choose a state or union territory')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a GSTIN whose check character is wrong, or of another state, with the shared schema's words", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Billing name'), 'Verma Foods LLP');
    await user.type(screen.getByLabelText('Billing address'), '4 Linking Road, Mumbai 400050');
    await chooseState(user, 'Karnataka');
    const gstin = screen.getByLabelText('GSTIN (optional)');
    await user.type(gstin, MISTYPED_GSTIN);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/check character does not match/)).toBeTruthy();
    expect(gstin.getAttribute('aria-invalid')).toBe('true');

    await user.clear(gstin);
    await user.type(gstin, MAHARASHTRA_GSTIN);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/registered in Maharashtra; choose that state/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the state in from the GSTIN, saves with PUT and hands on what the server saved', async () => {
    const saved = {
      name: 'Verma Foods LLP',
      address: '4 Linking Road, Mumbai 400050',
      state: '27',
      stateName: 'Maharashtra',
      gstin: MAHARASHTRA_GSTIN,
    };
    fetchMock.mockResolvedValueOnce(okResponse({ billing: saved }));
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText('Billing name'), 'Verma Foods LLP');
    await user.type(screen.getByLabelText('Billing address'), '4 Linking Road, Mumbai 400050');
    await user.type(screen.getByLabelText('GSTIN (optional)'), MAHARASHTRA_GSTIN.toLowerCase());
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'State or union territory' }).textContent).toContain(
      'Maharashtra',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me/billing');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Verma Foods LLP',
      address: '4 Linking Road, Mumbai 400050',
      state: '27',
      gstin: MAHARASHTRA_GSTIN,
    });
  });

  it("shows the server's field errors at their fields and other failures above the form", async () => {
    fetchMock
      .mockResolvedValueOnce(
        errorResponse(400, 'validation_failed', 'Validation failed', {
          details: [{ path: 'address', message: 'Must not contain control characters' }],
        }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, onSaved } = renderForm({
      name: 'Asha Verma',
      address: '12 MG Road, Bengaluru 560001',
      state: '29',
      stateName: 'Karnataka',
      gstin: null,
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Must not contain control characters')).toBeTruthy();
    expect(screen.getByLabelText('Billing address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Network error or server unavailable');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
