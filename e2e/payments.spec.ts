import type { Page } from '@playwright/test';
import { pendingDelaySeconds } from './server-clocks.ts';
import { createAccount, expect, signIn, test } from './support.ts';

/** Starts a purchase as the buy button does, then opens the provider's hosted checkout page. */
async function startCheckout(page: Page, packageId: string) {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId } });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = await res.json();
  await page.goto('/');
  await page.evaluate((record) => localStorage.setItem('pendingPayment', JSON.stringify(record)), {
    merchantOrderId: data.merchantOrderId,
    packageName: 'Growth',
    amount: data.amount,
    timestamp: Date.now(),
    userDetails: { name: 'Meera Iyer', phone: '+91 98450 12345' },
  });
  await page.goto(data.checkoutUrl);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  return data as { merchantOrderId: string; orderId: string };
}

test.describe('paying for a package', () => {
  test('a signed-out buyer is sent to sign in', async ({ page }) => {
    await page.goto('/#packages');
    await page.getByRole('article', { name: 'Growth' }).getByRole('link', { name: 'Start Growing' }).click();
    await page.waitForURL('**/login?next=%2F%3Fpackage%3Dgrowth');
  });

  test('buy on the landing page → pay → success page with the details → dashboard', async ({ page }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    await page.goto('/#packages');
    await page
      .getByRole('article', { name: 'Growth' })
      .getByRole('button', { name: 'Start Growing' })
      .click();
    await expect(page.getByText('TEST PAYMENT')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingPayment') ?? 'null'));
    expect(stored).toMatchObject({
      packageName: 'Growth',
      amount: 49999,
      userDetails: { name: account.name },
    });
    const merchantOrderId = stored.merchantOrderId as string;
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('button', { name: 'Pay ₹49,999' }).click();

    await page.waitForURL(`**/payment-success?merchantOrderId=${merchantOrderId}`);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    // One headline; under it the launch day, the tracker's own plan for the package bought.
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(1);
    await expect(page.getByText('Payment completed successfully!')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(
      /Your launch has started: planned for .+, 36 days from today\./,
    );
    await expect(page.getByText('₹49,999')).toBeVisible();
    await expect(page.getByText('Card')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPayment'))).toBeNull();

    await page.getByRole('link', { name: 'View Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('fail payment → failed page with Try Again and Contact Support', async ({ page }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    await startCheckout(page, 'starter');
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
    // Trying again opens a new checkout of the same package at once.
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(/\/sandbox\//);
  });

  test('leave pending → processing → the late confirmation arrives → success', async ({ page }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    await startCheckout(page, 'scale');
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page.getByRole('heading', { name: 'Payment processing' })).toBeVisible();
    await expect(page.getByText('Payment is being processed...')).toBeVisible();
    // The sandbox confirms pendingDelaySeconds after the click and tells the server by webhook; the
    // page checks again by itself, and Refresh Status asks at once.
    // The button goes when the confirmation lands, maybe between seeing it and clicking it: each
    // try is bounded, so that a click on a button just gone is tried again rather than waited on.
    await expect(async () => {
      if (await page.getByRole('button', { name: 'Refresh Status' }).isVisible()) {
        await page.getByRole('button', { name: 'Refresh Status' }).click({ timeout: 2000 });
      }
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: (pendingDelaySeconds + 60) * 1000 });
  });

  test('Complete Payment lands on the package, marked, and resumes the same order', async ({ page }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    const first = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
    const { orderId } = (await first.json()).data;
    await page.goto('/?package=scale');
    const card = page.getByRole('article', { name: 'Scale' });
    await expect(card.getByText('Your order for this package is waiting for payment.')).toBeVisible();
    await expect(card).toBeInViewport();
    await card.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByText('TEST PAYMENT')).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹99,999' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const orders = await page.request.get('/api/orders');
    const list = (await orders.json()).data as { id: string; status: string }[];
    expect(list.filter((o) => o.id === orderId).map((o) => o.status)).toEqual(['in-progress']);
    expect(list).toHaveLength(1);
  });

  test('without any payment information the page says so', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByText('No payment information found')).toBeVisible();
    await page.goto('/payment-success?status=failed');
    await expect(page.getByText('Payment failed or was cancelled')).toBeVisible();
  });
});
