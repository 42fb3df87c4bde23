import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { resumeWindowSeconds } from './server-clocks.ts';
import { createAccount, expect, signIn, staffPage, test } from './support.ts';

/** Clicks the Growth package's buy button on the landing page; the sandbox's checkout opens. */
async function buyGrowth(page: Page) {
  await page.goto('/#packages');
  await page.getByRole('article', { name: 'Growth' }).getByRole('button', { name: 'Start Growing' }).click();
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
}

async function payByCard(page: Page) {
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Pay ₹49,999' }).click();
  await page.waitForURL('**/payment-success?merchantOrderId=*');
}

async function paidOrder(page: Page, packageId: string) {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId } });
  expect(res.status(), await res.text()).toBe(200);
  const data = (await res.json()).data as { checkoutUrl: string; merchantOrderId: string; orderId: string };
  await page.goto(data.checkoutUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/payment-success?merchantOrderId=*');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return data;
}

test.describe('money you can trust', () => {
  test('paying in two tabs: the customer sees one payment kept and the other refunded', async ({
    page,
    context,
  }) => {
    test.setTimeout(480_000);
    const account = await createAccount(page, { name: 'Nisha Verma' });
    await signIn(page, account);
    await buyGrowth(page);

    // The second tab comes back later than the resume window and starts a new checkout: until the
    // window has passed it is shown the first tab's checkout again. Bounded by the window (the test
    // server's, playwright.config.ts) and a hang's allowance for the tries on a busy machine.
    const second = await context.newPage();
    const firstCheckout = page.url();
    await expect(async () => {
      await buyGrowth(second);
      expect(second.url()).not.toBe(firstCheckout);
    }).toPass({ timeout: resumeWindowSeconds * 1000 + 60_000 });
    await payByCard(second);
    await expect(second.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    // The first tab's checkout was still open at the provider, and takes a second payment.
    await payByCard(page);
    await expect(page.getByRole('heading', { name: 'Paid twice: refunding' })).toBeVisible();
    await expect(
      page.getByText(/This order was already paid, so this payment is refunded in full/),
    ).toBeVisible();

    await page.goto('/dashboard-pg');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('table').getByText('₹49,999 refunded: duplicate payment')).toBeVisible({
        timeout: 10_000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByRole('table').getByText(/refunded: duplicate payment/)).toHaveCount(1);
  });

  test('an admin refunds part of an order and the customer sees it', async ({ page, browser }, testInfo) => {
    test.setTimeout(480_000);
    const account = await createAccount(page, { name: 'Farhan Qureshi' });
    await signIn(page, account);
    const { orderId } = await paidOrder(page, 'starter');

    const staff = await staffPage(browser);
    await staff.goto('/admin');
    await staff.getByRole('searchbox', { name: 'Search orders' }).fill(account.email);
    const { reference } = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data;
    const card = staff.getByRole('article', { name: `Order ${reference}` });
    await card.getByRole('button', { name: /^View details and timeline/ }).click();
    const dialog = staff.getByRole('main');
    await dialog.getByRole('button', { name: 'Refund…' }).click();
    const refundDialog = staff.getByRole('dialog', { name: 'Refund this order' });
    await refundDialog.getByLabel('Amount in rupees').fill('30000');
    await refundDialog.getByLabel('Reason').fill('Domain already owned');
    await refundDialog.getByRole('button', { name: 'Review refund' }).click();
    await expect(refundDialog.getByText('At most ₹24,999 can be refunded for this order')).toBeVisible();
    await refundDialog.getByLabel('Amount in rupees').fill('5000');
    // The form shows the fee and GST split, or plain rupees when the seller issues no tax invoice.
    await refundDialog.getByRole('button', { name: 'Review refund' }).click();
    const confirm = staff.getByRole('dialog', { name: /^Refund ₹5,000 to Farhan Qureshi/ });
    await expect(confirm).toContainText('Domain already owned');
    for (const width of [1280, 375]) {
      await staff.setViewportSize({ width, height: 800 });
      const axe = await new AxeBuilder({ page: staff })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
      ).toEqual([]);
      await staff.screenshot({ path: testInfo.outputPath(`refund-confirm-${width}.png`) });
    }
    await confirm.getByRole('button', { name: 'Yes, refund ₹5,000' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      dialog.getByText(
        /Refund of ₹5,000 on its way.*Domain already owned|₹5,000 refunded: Domain already owned/,
      ),
    ).toBeVisible();
    await staff.context().close();

    await expect(async () => {
      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(
        page.getByRole('region', { name: 'Refunds' }).getByText('₹5,000 refunded: Domain already owned'),
      ).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByText('Refund of ₹5,000 issued'),
    ).toBeVisible();
    await expect(page.getByText('Paid ₹19,999 (fee ₹19,999, no GST) after ₹5,000 refunded')).toBeVisible();
  });

  test('the result page opened signed out asks to sign in and comes back to the same payment', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page, { name: 'Ritu Bansal' });
    await signIn(page, account);
    const { merchantOrderId } = await paidOrder(page, 'starter');

    const elsewhere = await browser.newContext();
    const visitor = await elsewhere.newPage();
    const url = `/payment-success?merchantOrderId=${merchantOrderId}`;
    await visitor.goto(url);
    await expect(visitor.getByText('Sign in to see your payment status')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Payment failed' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Try Again' })).toHaveCount(0);

    // The page's own link, not the header's Sign in.
    await visitor.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await visitor.waitForURL('**/login?next=*');
    await visitor.getByLabel('Email').fill(account.email);
    await visitor.getByLabel('Password', { exact: true }).fill(account.password);
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await visitor.waitForURL(`**${url}`);
    await expect(visitor.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await elsewhere.close();
  });

  test('a customer cancels an unpaid order from its page', async ({ page }) => {
    const account = await createAccount(page, { name: 'Omkar Patil' });
    await signIn(page, account);
    const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'scale' } });
    const { orderId } = (await res.json()).data as { orderId: string };
    // A link of the time when the order opened in a dialog on the dashboard leads to its page.
    await page.goto(`/dashboard?tab=orders&order=${orderId}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Cancel Order' }).click();
    await main.getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(main.getByTestId('order-closure')).toHaveText(/^Cancelled on .*: no payment was taken$/);
    await expect(main.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  });
});
