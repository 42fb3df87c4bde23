import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { admin, createAccount, expect, expectNoAxeViolations, indiaToday, signIn, test } from './support.ts';

// These tests run against the second server of playwright.config.ts, whose seller is registered
// for GST (GSTIN 29AAACL1234C1Z1, Karnataka, prefix LPE): the main server's seller is not.
const gstSellerPort = Number(process.env.E2E_PORT ?? 4310) + 22;
test.use({ baseURL: `http://127.0.0.1:${gstSellerPort}` });

/** A GSTIN registered in Karnataka, the seller's state: CGST and SGST apply. */
const BUYER_GSTIN = '29AAPFU0939F1ZR';
/** The same business registered in Maharashtra, another state: IGST applies. */
const BUYER_GSTIN_MAHARASHTRA = '27AAPFU0939F1ZV';
const invoiceNumber = /^LPE\/\d{2}-\d{2}\/\d{5}$/;

/** Fills the checkout's billing details form and continues. */
async function fillBillingDetails(page: Page) {
  const form = page.getByRole('dialog', { name: 'Billing details' });
  await form.getByLabel('Billing name').fill('Mehta Labs LLP');
  await form.getByLabel('Billing address').fill('80 Feet Road, Koramangala, Bengaluru 560034');
  await form.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN);
  await form.getByRole('combobox', { name: 'State or union territory' }).click();
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await form.getByRole('button', { name: 'Continue' }).click();
}

test.describe('GST billing with a registered seller', () => {
  test('buy → billing details → CGST and SGST → pay → download the tax invoice from the order page', async ({
    page,
  }) => {
    const account = await createAccount(page, { name: 'Rohan Mehta' });
    await signIn(page, account);
    await page.goto('/#packages');
    await page
      .getByRole('article', { name: 'Growth' })
      .getByRole('button', { name: 'Start Growing' })
      .click();

    await fillBillingDetails(page);
    const summary = page.getByRole('dialog', { name: 'Pay for the Growth package' });
    await expect(summary.getByText(BUYER_GSTIN)).toBeVisible();
    for (const [label, amount] of [
      ['Professional fee', '₹49,999'],
      ['CGST (9%)', '₹4,500'],
      ['SGST (9%)', '₹4,500'],
      ['Total', '₹58,999'],
    ] as const) {
      await expect(summary.getByRole('term').filter({ hasText: label }).locator('+ dd')).toHaveText(amount);
    }
    await summary.getByRole('button', { name: 'Pay ₹58,999' }).click();

    // The provider is asked for the total with tax.
    await expect(page.getByText('TEST PAYMENT')).toBeVisible();
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('button', { name: 'Pay ₹58,999' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    await page.getByRole('link', { name: 'Track your launch' }).click();
    await page.waitForURL('**/dashboard/orders/*');
    const invoices = page.getByRole('region', { name: 'Invoices and receipts' });
    const item = invoices.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Tax Invoice');
    await expect(item).toContainText('₹58,999 (GST ₹9,000)');
    const number = (await item.locator('.font-mono').textContent()) ?? '';
    expect(number).toMatch(invoiceNumber);

    const link = invoices.getByRole('link', { name: `Download PDF of Tax Invoice ${number}` });
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // What was paid reads as the whole charge, on the order page and the dashboard alike.
    await expect(page.getByText('Paid ₹58,999 (fee ₹49,999 + GST ₹9,000)')).toBeVisible();
    await page.goto('/dashboard');
    const totals = page.getByRole('region', { name: 'Order summary' });
    await expect(totals).toContainText('Total Paid₹58,999');
    await expect(totals).toContainText('fee ₹49,999 + GST ₹9,000');

    // The details are kept on the account for the next purchase.
    await page.goto('/account');
    await expect(page.getByText('Mehta Labs LLP')).toBeVisible();
    await expect(page.getByText('Karnataka (29)')).toBeVisible();
  });

  test('the admin finds the invoice in the register and exports it for the dates chosen', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    const saved = await page.request.put('/api/auth/me/billing', {
      data: { name: 'Iyer Studio', address: '5 Park Street, Kolkata 700016', state: '19' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const started = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
    expect(started.status(), await started.text()).toBe(200);
    const { checkoutUrl, orderId } = (await started.json()).data as { checkoutUrl: string; orderId: string };
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data as {
      invoices: { number: string; issuedAt: string }[];
    };
    const [invoice] = order.invoices;
    expect(invoice?.number).toMatch(invoiceNumber);

    const team = await browser.newContext({ baseURL: `http://127.0.0.1:${gstSellerPort}` });
    const adminPage = await team.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin?tab=invoices');
    const today = indiaToday();
    await adminPage.getByLabel('Issued from').fill(today);
    await adminPage.getByLabel('Issued to').fill(today);
    const row = adminPage.getByRole('row').filter({ hasText: invoice?.number ?? '' });
    // West Bengal is another state than the seller's: IGST.
    await expect(row).toContainText('19-West Bengal');
    await expect(row).toContainText('₹4,500');
    const exportLink = adminPage.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/invoices/export.csv?from=${today}&to=${today}`,
    );
    const csv = await adminPage.request.get((await exportLink.getAttribute('href')) ?? '');
    expect(await csv.text()).toContain(invoice?.number);
    await team.close();
  });
  test('staff correct a wrong GSTIN: a credit note cancels the invoice and the customer downloads the re-issued one', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page, { name: 'Rohan Mehta' });
    await signIn(page, account);
    const saved = await page.request.put('/api/auth/me/billing', {
      data: {
        name: 'Mehta Labs LLP',
        address: '80 Feet Road, Bengaluru 560034',
        state: '29',
        gstin: BUYER_GSTIN,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const started = await page.request.post('/api/payments/initiate', { data: { packageId: 'growth' } });
    expect(started.status(), await started.text()).toBe(200);
    const { checkoutUrl, orderId } = (await started.json()).data as { checkoutUrl: string; orderId: string };
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const paid = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data as {
      invoices: { number: string }[];
    };
    const original = paid.invoices[0]?.number ?? '';
    expect(original).toMatch(invoiceNumber);

    // The customer's GSTIN is that of the Mumbai branch: staff correct it from the order page.
    const team = await browser.newContext({ baseURL: `http://127.0.0.1:${gstSellerPort}` });
    const staff = await team.newPage();
    await signIn(staff, admin);
    await staff.goto(`/admin/orders/${orderId}`);
    const documents = staff.getByRole('region', { name: 'Invoices and credit notes' });
    await documents.getByRole('button', { name: `Correct billing details… of ${original}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Correct the billing details of ${original}` });
    await expect(dialog.getByLabel('Billing name')).toHaveValue('Mehta Labs LLP');
    await dialog.getByLabel('Billing address').fill('Lower Parel, Mumbai 400013');
    await dialog.getByLabel('State or union territory').selectOption('27');
    await dialog.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN_MAHARASHTRA);
    await dialog.getByLabel('Reason').fill('The customer gave the GSTIN of another branch');
    await dialog.getByRole('button', { name: 'Review the correction' }).click();
    await expect(dialog).toContainText(`A credit note will cancel ${original} in full`);
    await expectNoAxeViolations(staff);
    await dialog.getByRole('button', { name: 'Issue credit note and new invoice' }).click();
    await expect(dialog).toBeHidden();
    await expect(documents.getByRole('listitem')).toHaveCount(3);
    await expect(documents).toContainText(`Superseded by`);
    await team.close();

    // The customer's order page keeps all three: the original marked superseded, its credit note,
    // and the re-issued invoice for the same ₹58,999, now with IGST.
    await page.goto(`/dashboard/orders/${orderId}`);
    const invoices = page.getByRole('region', { name: 'Invoices and receipts' });
    await expect(invoices.getByRole('listitem')).toHaveCount(3);
    const superseded = invoices.getByRole('listitem').filter({ hasText: original });
    await expect(superseded.first()).toContainText('Superseded by');
    const reissued = invoices.getByRole('listitem').filter({ hasText: `Re-issued in place of ${original}` });
    await expect(reissued).toContainText('Tax Invoice');
    await expect(reissued).toContainText('₹58,999 (GST ₹9,000)');
    const link = reissued.getByRole('link', { name: /^Download PDF of Tax Invoice / });
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});
