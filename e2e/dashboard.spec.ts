import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, createAccount, expect, signIn, test } from './support.ts';

/** Places an order as the buy button does; returns the provider's checkout page, the ids and the order's reference. */
async function placeOrder(page: Page, packageId: string) {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId } });
  expect(res.status(), await res.text()).toBe(200);
  const placed = (await res.json()).data as { checkoutUrl: string; merchantOrderId: string; orderId: string };
  const order = await page.request.get(`/api/orders/${placed.orderId}`);
  const { reference } = (await order.json()).data as { reference: string };
  return { ...placed, reference };
}

/** Pays on the sandbox's hosted checkout page and waits for the result page to confirm it. */
async function payFor(page: Page, packageId: string, amount: string) {
  const order = await placeOrder(page, packageId);
  await page.goto(order.checkoutUrl);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return order;
}

/** Moves an order as an admin would, through the admin API (`change` as the status menu sends it). */
async function setStatusAsAdmin(
  request: APIRequestContext,
  orderId: string,
  change: Record<string, unknown>,
) {
  const login = await request.post('/api/auth/login', { data: admin });
  expect(login.status()).toBe(200);
  const res = await request.patch(`/api/admin/orders/${orderId}/status`, { data: change });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('order dashboard', () => {
  test('a customer with completed, paid, pending and cancelled orders sees the right numbers and timeline', async ({
    page,
    request,
  }, testInfo) => {
    const account = await createAccount(page, { name: 'Ananya Rao' });
    await signIn(page, account);
    const starter = await payFor(page, 'starter', '₹24,999');
    const growth = await payFor(page, 'growth', '₹49,999');
    const scale = await placeOrder(page, 'scale');
    const enterprise = await placeOrder(page, 'enterprise');
    // Completing a launch whose milestones are open takes the admin's confirmation.
    await setStatusAsAdmin(request, starter.orderId, { status: 'completed', confirmOpenWork: true });
    await setStatusAsAdmin(request, scale.orderId, { status: 'cancelled' });

    await page.goto('/dashboard');
    // A new account's first visit; coming back to it later says "Welcome back".
    await expect(page.getByRole('heading', { name: 'Welcome, Ananya!' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    // 4 orders: 1 completed of the 3 not cancelled (33%), 1 in progress; paid = what the two paid
    // orders charged (this seller charges no GST).
    await expect(summary).toContainText('Total Orders4');
    await expect(summary).toContainText('Completed1');
    await expect(summary).toContainText('33% completion rate');
    await expect(summary).toContainText('In Progress1');
    await expect(summary).toContainText('Total Paid₹74,998');
    await expect(summary).toContainText('fee ₹74,998, no GST');

    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    // Overall progress counts the milestones of the launch in progress (Growth), as the API reports them.
    const listed = (await (await page.request.get('/api/orders')).json()).data as {
      id: string;
      milestonesDone: number;
      milestonesTotal: number;
    }[];
    const launch = listed.find((order) => order.id === growth.orderId);
    expect(launch?.milestonesTotal).toBeGreaterThan(0);
    const { milestonesDone = 0, milestonesTotal = 1 } = launch ?? {};
    await expect(overview.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((milestonesDone / milestonesTotal) * 100)),
    );
    await expect(overview).toContainText(
      `${milestonesDone} of ${milestonesTotal} milestones done across your launch in progress`,
    );
    await expect(overview.getByRole('link', { name: /See the Scale package/ })).toHaveAttribute(
      'href',
      '/?package=scale',
    );
    await expect(overview.getByRole('button', { name: /Complete Payment for/ })).toHaveCount(1);
    await expect(overview.getByRole('button', { name: /View All Pending Orders/ })).toHaveCount(0);
    // The next package is named as a package, at both widths, with axe at 0 violations.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(overview.getByRole('link', { name: /See the Scale package/ })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`overview-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Real tabs: the arrow keys move between them.
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const pending = page.getByRole('region', { name: /Pending Orders/ });
    await expect(pending.getByRole('heading', { level: 3 })).toHaveText(['Enterprise Package']);
    await expect(pending).toContainText('Pending Payment');
    await expect(pending).toContainText('Not specified');
    await expect(pending).toContainText(`Order ID${enterprise.reference}`);
    const all = page.getByRole('region', { name: /All Orders/ });
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([
      'Scale Package',
      'Growth Package',
      'Starter Package',
    ]);
    await expect(all.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(all.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(all.getByText('Completed', { exact: true })).toBeVisible();
    await expect(all.getByText('+9 more features')).toHaveCount(1);
    await expect(all.getByText('+3 more features')).toHaveCount(1);

    await page.keyboard.press('ArrowRight');
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    for (const status of ['pending', 'in-progress', 'completed', 'cancelled']) {
      await expect(analytics.locator(`[data-status="${status}"]`)).toContainText('1 · 25%');
    }

    // The timeline of the paid Growth order, on its page: placed, then paid; Back returns here.
    await page.getByRole('tab', { name: 'Orders' }).click();
    await all
      .getByRole('listitem')
      .filter({ hasText: growth.reference })
      .getByRole('link', { name: /Track your launch/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${growth.orderId}$`));
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Order placed' })).toContainText(/IST/);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Payment received' })).toContainText(
      /Payment of ₹49,999 received by UPI/,
    );
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ananya!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

    // Export: a CSV with a header and one row per order.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^launchpad-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Order ID,Package,Fee (INR),GST (INR),Refunded (INR),Paid (INR),Status,Payment Method,Date',
    );
    expect(rows).toHaveLength(5);
    expect(rows).toContainEqual(
      expect.stringMatching(
        `^${enterprise.reference},Enterprise,199999,0,0,0,Pending Payment,Not specified,`,
      ),
    );
    expect(rows).toContainEqual(
      expect.stringMatching(`^${growth.reference},Growth,49999,0,0,49999,In Progress,UPI,`),
    );

    // Complete Payment opens the checkout of that pending order, not the marketing page.
    await pending.getByRole('button', { name: 'Complete Payment' }).click();
    await page.waitForURL(/\/sandbox\//);
    await expect(page.getByRole('button', { name: 'Fail payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    // The failed attempt says when it was tried, that debited money returns, and what to do next.
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('dl')).toContainText(/Tried at\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    await expect(main).toContainText('If money was debited, it returns to your account in 5–7 working days.');
    await expect(main.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`payment-failed-${width}.png`), fullPage: true });
    }
    // Trying again opens a checkout of the same order.
    await main.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(/\/sandbox\//);
  });

  test('payment history lists every attempt and leads back to the order', async ({ page }) => {
    const account = await createAccount(page);
    await signIn(page, account);
    const growth = await payFor(page, 'growth', '₹49,999');
    // The result page names the order as everywhere else, beside the payment's own reference.
    const result = page.getByRole('main').locator('dl');
    await expect(result).toContainText(`Order ID${growth.reference}`);
    await expect(result).toContainText(`Payment reference${growth.merchantOrderId}`);
    const failed = await placeOrder(page, 'scale');
    await page.goto(failed.checkoutUrl);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();

    await page.goto('/dashboard-pg');
    const table = page.getByRole('table', { name: 'Payment attempts, newest first' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(failed.merchantOrderId);
    await expect(rows.nth(1)).toContainText(failed.reference);
    await expect(rows.nth(1)).toContainText('Failed');
    await expect(rows.nth(1)).toContainText('₹99,999');
    await expect(rows.nth(2)).toContainText(growth.merchantOrderId);
    await expect(rows.nth(2)).toContainText(growth.reference);
    await expect(rows.nth(2)).toContainText('Paid');
    await expect(rows.nth(2)).toContainText('UPI');

    await rows
      .nth(2)
      .getByRole('link', { name: /View order/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${growth.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Growth Package' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Order ${growth.reference}`);
    await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Payment received')).toBeVisible();
  });

  test('a new customer sees No orders yet, and the page works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const account = await createAccount(page);
    await signIn(page, account);
    await placeOrder(page, 'growth');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total Orders1');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByRole('region', { name: /Pending Orders/ })).toContainText('Growth Package');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const fresh = await createAccount(page);
    await page.context().clearCookies();
    await signIn(page, fresh);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Packages' })).toHaveAttribute('href', '/');
  });

  test('sends a visitor who is not signed in to /login, which returns them afterwards', async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL('**/login?next=%2Fdashboard');
    await page.goto('/dashboard-pg');
    await page.waitForURL('**/login?next=%2Fdashboard-pg');
  });
});
