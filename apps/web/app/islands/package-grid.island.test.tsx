import { type BillingQuote, launchPackages } from '@launchpad/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse, rohan } from '../../test/fixtures.ts';
import { prepareBillingStep } from '../features/billing/checkout-billing-step.tsx';
import { resetSiteConfig } from '../features/catalogue/site-config.ts';
import { BuyPackageButton } from '../features/payments/components/buy-package-button.tsx';
import { PENDING_PAYMENT_KEY } from '../features/payments/pending-payment.ts';
import { writeStoredUser } from '../lib/stored-user.ts';
import PackageGridIsland from './package-grid.island.tsx';

const growth = launchPackages.find((p) => p.id === 'growth');
if (!growth) throw new Error('the catalogue has no Growth package');

const buyer = rohan;

const karnataka = {
  name: 'Mehta Labs LLP',
  address: '80 Feet Road, Koramangala, Bengaluru 560034',
  state: '29',
  stateName: 'Karnataka',
  gstin: null,
};

const untaxed = { fee: 49_999, cgst: 0, sgst: 0, stateTaxName: 'SGST', igst: 0, total: 49_999 };
const intraState = { ...untaxed, cgst: 4500, sgst: 4500, total: 58_999 };
const interState = { ...untaxed, igst: 9000, total: 58_999 };

const checkout = {
  checkoutUrl: 'https://pay.example/checkout/LP1',
  merchantOrderId: 'LP1',
  orderId: 'o-1',
  amount: 58_999,
};

/** A fake API: quotes answered in turn, saved details echoed, and the initiate answer given. */
function fakeApi({
  quotes,
  initiate = okResponse(checkout),
  gstin = null,
}: {
  quotes: BillingQuote[];
  initiate?: Response;
  /** The seller's GSTIN in the site's settings; null for a seller not registered for GST. */
  gstin?: string | null;
}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/billing/quote?packageId=growth')) {
      const quote = quotes.length > 1 ? quotes.shift() : quotes[0];
      return okResponse(quote);
    }
    if (url === '/api/auth/me/billing' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return okResponse({
        billing: { ...body, stateName: body.state === '29' ? 'Karnataka' : 'Maharashtra', gstin: null },
      });
    }
    if (url === '/api/payments/initiate') return initiate;
    if (url === '/api/site-config') {
      const seller = {
        legalName: 'Launchpad Services LLP',
        address: 'Bengaluru',
        stateName: 'Karnataka',
        gstin,
        cin: null,
      };
      const data = {
        whatsappNumber: null,
        supportEmail: 'help@example.in',
        supportPhone: '+91 80 0000 0000',
        seller,
        grievanceOfficer: null,
        statistics: [],
      };
      return okResponse(data);
    }
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const redirect = vi.fn<(url: string) => void>();

function renderBuyButton() {
  if (!growth) throw new Error('no Growth package');
  writeStoredUser(buyer);
  render(
    <BuyPackageButton pkg={growth} redirect={redirect} checkoutStep={prepareBillingStep} offersGstInvoice />,
  );
  return userEvent.setup();
}

function requests(fetchMock: ReturnType<typeof fakeApi>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
}

beforeAll(() => {
  // jsdom lacks what Radix Select calls while it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe('buying from the package grid', { timeout: 30_000 }, () => {
  beforeEach(() => redirect.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('goes straight to the provider when no GST is charged and no details are needed', async () => {
    const fetchMock = fakeApi({
      quotes: [{ charge: untaxed, billingRequired: false, billing: null }],
      initiate: okResponse({ ...checkout, amount: 49_999 }),
    });
    const user = renderBuyButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.checkoutUrl));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests(fetchMock, '/api/auth/me/billing')).toEqual([]);
    expect(JSON.parse(String(requests(fetchMock, '/api/payments/initiate')[0]?.[1]?.body))).toEqual({
      packageId: 'growth',
      amount: 49_999,
    });
  });

  it('asks for billing details a GST-registered seller needs, then shows CGST and SGST and pays the total', async () => {
    const fetchMock = fakeApi({
      quotes: [
        { charge: intraState, billingRequired: true, billing: null },
        { charge: intraState, billingRequired: false, billing: karnataka },
      ],
    });
    const user = renderBuyButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));

    const form = await screen.findByRole('dialog', { name: 'Billing details' });
    await user.type(within(form).getByLabelText('Billing name'), karnataka.name);
    await user.type(within(form).getByLabelText('Billing address'), karnataka.address);
    within(form).getByRole('combobox', { name: 'State or union territory' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('dialog', { name: 'Pay for the Growth package' });
    expect(within(summary).getByText('Mehta Labs LLP')).toBeTruthy();
    const lines = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Professional fee ₹49,999',
        'CGST (9%) ₹4,500',
        'SGST (9%) ₹4,500',
        'Total ₹58,999',
      ]),
    );
    expect(lines.some((line) => line.startsWith('IGST'))).toBe(false);
    const [, saved] = requests(fetchMock, '/api/auth/me/billing')[0] ?? [];
    expect(JSON.parse(String(saved?.body))).toMatchObject({ name: karnataka.name, state: '29' });
    expect(requests(fetchMock, '/api/payments/initiate')).toEqual([]);

    await user.click(within(summary).getByRole('button', { name: 'Pay ₹58,999' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.checkoutUrl));
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? '{}')).toMatchObject({
      merchantOrderId: 'LP1',
      amount: 58_999,
    });
  });

  it('shows IGST across states with whom the invoice names, and Cancel buys nothing', async () => {
    const maharashtra = { ...karnataka, state: '27', stateName: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
    const fetchMock = fakeApi({
      quotes: [{ charge: interState, billingRequired: false, billing: maharashtra }],
    });
    const user = renderBuyButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    const summary = await screen.findByRole('dialog', { name: 'Pay for the Growth package' });
    expect(within(summary).getByText('IGST (18%)')).toBeTruthy();
    expect(within(summary).queryByText(/^CGST/)).toBeNull();
    expect(within(summary).getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(within(summary).getByText('Maharashtra (27)')).toBeTruthy();

    await user.click(within(summary).getByRole('button', { name: 'Change billing details' }));
    const form = await screen.findByRole('dialog', { name: 'Billing details' });
    expect((within(form).getByLabelText('Billing name') as HTMLInputElement).value).toBe(karnataka.name);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pay for the Growth package' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests(fetchMock, '/api/payments/initiate')).toEqual([]);
    expect(redirect).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Start Growing' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes billing details when the customer asks for an invoice in a business name', async () => {
    fakeApi({
      quotes: [
        { charge: intraState, billingRequired: false, billing: null },
        { charge: intraState, billingRequired: false, billing: karnataka },
      ],
      gstin: '29AAAAA0000A1Z5',
    });
    const user = renderBuyButton();
    await user.click(screen.getByRole('button', { name: "I need a GST invoice in my business's name" }));
    const form = await screen.findByRole('dialog', { name: 'Billing details' });
    await user.type(within(form).getByLabelText('Billing name'), karnataka.name);
    await user.type(within(form).getByLabelText('Billing address'), karnataka.address);
    within(form).getByRole('combobox', { name: 'State or union territory' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('dialog', { name: 'Pay for the Growth package' });
    await user.click(within(summary).getByRole('button', { name: 'Pay ₹58,999' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkout.checkoutUrl));
  });

  it('says in the dialog why the checkout could not be opened, and lets the buyer try again', async () => {
    fakeApi({
      quotes: [{ charge: intraState, billingRequired: false, billing: karnataka }],
      initiate: errorResponse(400, 'validation_failed', 'Add your billing details before paying'),
    });
    const user = renderBuyButton();
    await user.click(screen.getByRole('button', { name: 'Start Growing' }));
    const summary = await screen.findByRole('dialog', { name: 'Pay for the Growth package' });
    await user.click(within(summary).getByRole('button', { name: 'Pay ₹58,999' }));
    expect((await within(summary).findByRole('alert')).textContent).toContain(
      'Payment failed: Add your billing details before paying',
    );
    expect((within(summary).getByRole('button', { name: 'Pay ₹58,999' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('offers the invoice in a business name on every card when the seller has a GSTIN', async () => {
    resetSiteConfig();
    fakeApi({
      quotes: [{ charge: intraState, billingRequired: false, billing: null }],
      gstin: '29AAAAA0000A1Z5',
    });
    writeStoredUser(buyer);
    render(<PackageGridIsland page="/" />);
    expect(
      await screen.findAllByRole('button', { name: "I need a GST invoice in my business's name" }),
    ).toHaveLength(launchPackages.length);
  });

  it('offers no GST invoice when the seller has no GSTIN: it issues a bill of supply', async () => {
    resetSiteConfig();
    const fetchMock = fakeApi({ quotes: [{ charge: untaxed, billingRequired: false, billing: null }] });
    writeStoredUser(buyer);
    render(<PackageGridIsland page="/" />);
    await waitFor(() => expect(requests(fetchMock, '/api/site-config')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Start Growing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /GST invoice/ })).toBeNull();
  });
});
