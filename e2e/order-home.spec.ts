import type { Browser, Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  payOnPaymentPage,
  signIn,
  staffPage,
  test,
} from './support.ts';

// The order page is the order's home: the dashboard leads to it, and cancelling, refunds and their
// credit notes live there. On the server whose seller is registered for GST, so that a refund
// gets its credit note (playwright.config.ts).
const gstSellerPort = Number(process.env.E2E_PORT ?? 4310) + 22;
const baseURL = `http://127.0.0.1:${gstSellerPort}`;
test.use({ baseURL });

const widths = [1280, 375] as const;

/** Signs a new customer in with billing details saved, as a registered seller's checkout needs them. */
async function billedCustomer(page: Page, name: string) {
  const account = await createAccount(page, { name });
  await signIn(page, account);
  const saved = await page.request.put('/api/auth/me/billing', {
    data: { name, address: '22 Church Street, Bengaluru 560001', state: '29' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Checks the page with axe and keeps a full-page screenshot, at both widths. */
async function checkAtBothWidths(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An admin refunds everything left of the order through the admin API, as the refund form does. */
async function refundAsAdmin(browser: Browser, orderId: string, reason: string) {
  const staff = await staffPage(browser, { baseURL });
  const res = await staff.request.post(`/api/admin/orders/${orderId}/refunds`, { data: { reason } });
  expect(res.status(), await res.text()).toBe(201);
  await staff.context().close();
}

test('after paying, the dashboard leads to the launch, where the customer asks to cancel and sees the refund with its credit note', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  await billedCustomer(page, 'Kavya Menon');
  const orderId = await payOnPaymentPage(page, 'growth');

  await page.goto('/dashboard');
  const lead = page.getByTestId('launch-lead');
  await expect(lead.getByRole('heading', { name: 'Growth Package' })).toBeVisible();
  await expect(lead).toContainText(/Expected to launch on \w+day, \d{1,2} \w+ \d{4}/);
  await expect(lead.getByRole('listitem').first()).toContainText(/^Send \d+ documents: /);
  await checkAtBothWidths(page, 'dashboard-paid', testInfo.outputPath.bind(testInfo));
  await lead.getByRole('link', { name: /Open your launch/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));

  // An upload re-renders its row: focus lands on the row's new status, never on the page's body.
  const main = page.getByRole('main');
  const pan = main.getByTestId('document').filter({ hasText: 'PAN card of each director' });
  await pan.getByLabel('File for PAN card of each director').setInputFiles({
    name: 'pan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await pan.getByRole('button', { name: 'Upload' }).click();
  await expect(pan.getByRole('link', { name: 'pan.pdf' })).toBeVisible();
  await expect(pan.getByText('PAN card of each director: Being checked')).toBeFocused();

  // Asking to cancel: the form takes focus, and once sent its state, read from the order, does.
  await main.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(main.getByLabel('Why do you want to cancel?')).toBeFocused();
  await checkAtBothWidths(page, 'order-request-form', testInfo.outputPath.bind(testInfo));
  await main.getByLabel('Why do you want to cancel?').fill('We found a co-founder with a company already');
  await main.getByRole('button', { name: 'Send request' }).click();
  const request = main.getByRole('region', { name: 'Cancellation requested' });
  await expect(request).toContainText('We are looking at it');
  await expect(request).toContainText('Your reason: We found a co-founder with a company already');
  await expect(request.getByRole('heading')).toBeFocused();
  await expect(main.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);
  await checkAtBothWidths(page, 'order-requested', testInfo.outputPath.bind(testInfo));

  // The dashboard's lead says so too, read from the same order.
  await page.goto('/dashboard');
  await expect(page.getByTestId('launch-lead')).toContainText(
    /You asked to cancel this order on \d{1,2} \w+ \d{4}/,
  );
  await page.goto(`/dashboard/orders/${orderId}`);

  await refundAsAdmin(browser, orderId, 'Cancelled before work began');
  const refunds = main.getByRole('region', { name: 'Refunds' });
  await expect(async () => {
    await page.reload();
    await expect(refunds.getByTestId('refund')).toContainText(
      '₹58,999 refunded: Cancelled before work began',
      {
        timeout: 5_000,
      },
    );
  }).toPass({ timeout: 90_000 });
  const refund = refunds.getByTestId('refund');
  await expect(refund).toContainText(/Started \d{1,2} \w+ \d{4} · back with you on \d{1,2} \w+ \d{4}/);
  await expect(refund).toContainText(/Refund \S+ of payment \S+/);
  const creditNote = refund.getByRole('link', { name: /^Credit Note LPEC?\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ });
  const pdf = await page.request.get((await creditNote.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(main.getByRole('region', { name: 'Invoices and receipts' })).toContainText('Credit Note');
  await expect(main.getByText('₹58,999 paid, all refunded')).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Timeline' }).getByText('Refund of ₹58,999 issued'),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your cancellation request' })).toContainText(
    'We settled it',
  );
  await expect(main.getByTestId('order-closure')).toContainText('₹58,999 refunded on');
  await expect(main.getByRole('button', { name: /cancel/i })).toHaveCount(0);
  await checkAtBothWidths(page, 'order-refunded', testInfo.outputPath.bind(testInfo));

  // Everything paid came back: the dashboard says so, and offers the next package instead of a launch.
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Total Paid₹0');
  await expect(summary).toContainText('₹58,999 paid, all refunded');
  await expect(summary).not.toContainText('Nothing paid yet');
  await expect(page.getByTestId('launch-lead').getByRole('link', { name: /Choose a package/ })).toBeVisible();
  await checkAtBothWidths(page, 'dashboard-refunded', testInfo.outputPath.bind(testInfo));
});

test('an unpaid order is cancelled from its page, reached from the dashboard', async ({ page }, testInfo) => {
  await billedCustomer(page, 'Arjun Pillai');
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
  expect(res.status(), await res.text()).toBe(200);
  const { orderId } = (await res.json()).data as { orderId: string };

  await page.goto('/dashboard');
  const lead = page.getByTestId('launch-lead');
  await expect(lead).toContainText('Waiting for payment');
  // Complete Payment opens this order's checkout, here and on the order's page alike.
  await expect(lead.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
  await lead.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await checkAtBothWidths(page, 'order-pending', testInfo.outputPath.bind(testInfo));

  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Complete Payment' })).toBeVisible();
  await main.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(main.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await main.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(main.getByTestId('order-closure')).toHaveText(/^Cancelled on .*: no payment was taken$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Scale Package' })).toBeFocused();
  await expect(main.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Timeline' })).toContainText('Status changed to Cancelled');
  await checkAtBothWidths(page, 'order-cancelled', testInfo.outputPath.bind(testInfo));
});
