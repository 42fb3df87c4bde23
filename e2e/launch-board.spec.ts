import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { admin, createAccount, expect, signIn, test } from './support.ts';

/** Pays for a Starter package on the sandbox's checkout page; returns the order's id and reference. */
async function payForStarter(page: Page): Promise<{ orderId: string; reference: string }> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl, orderId } = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(checkoutUrl);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const order = await page.request.get(`/api/orders/${orderId}`);
  const { reference } = (await order.json()).data as { reference: string };
  return { orderId, reference };
}

test.describe('the launch board', () => {
  test('an admin finds a paid order on the board, opens it, takes it over and finds it among theirs', async ({
    page,
    browser,
  }) => {
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const account = await createAccount(customer, { name: 'Farhan Qureshi' });
    await signIn(customer, account);
    const { orderId, reference } = await payForStarter(customer);
    await customerContext.close();

    await signIn(page, admin);
    await page.goto('/admin?tab=launches');
    const panel = page.getByRole('tabpanel', { name: 'Launch board' });
    const row = panel.getByRole('article', { name: `Launch ${reference}` });
    await expect(row).toContainText('Farhan Qureshi');
    await expect(row).toContainText('Legal and registration: Your documents received and checked');
    await expect(row).toContainText(/Waiting on the customer since \d{1,2} \w{3}/);
    await expect(row).toContainText('Unassigned');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    ).toEqual([]);

    await row.getByRole('button', { name: `Open Starter Package ${reference} for Farhan Qureshi` }).click();
    await expect(page).toHaveURL(`/admin/orders/${orderId}`);
    const dialog = page.getByRole('main');
    await expect(dialog.getByRole('heading', { level: 1, name: 'Starter Package' })).toBeVisible();
    const owner = dialog.getByLabel('Owner');
    await expect(owner.getByRole('option', { name: 'Administrator (you)' })).toBeAttached();
    await owner.selectOption({ label: 'Administrator (you)' });
    await expect(dialog.getByText('Administrator is now looking after this order')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\?tab=launches|\/admin$/);

    // The board follows the change, and the admin's own launches include this one.
    await expect(row).toContainText('Administrator');
    await panel.getByRole('combobox', { name: 'Owner' }).click();
    await page.getByRole('option', { name: 'Mine' }).click();
    await expect(panel.getByRole('article', { name: `Launch ${reference}` })).toBeVisible();
    await panel.getByRole('button', { name: /^Development/ }).click();
    await expect(panel.getByText('No launch matches these filters.')).toBeVisible();
  });

  test('an admin filters the board by a cancellation requested and sees it flagged, at 1280 and 375 px', async ({
    page,
    browser,
  }, testInfo) => {
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const account = await createAccount(customer, { name: 'Lata Desai' });
    await signIn(customer, account);
    const { orderId, reference } = await payForStarter(customer);
    const asked = await customer.request.post(`/api/orders/${orderId}/cancellation-request`, {
      data: { reason: 'Plans changed' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await customerContext.close();

    await signIn(page, admin);
    await page.goto('/admin?tab=launches');
    const panel = page.getByRole('tabpanel', { name: 'Launch board' });
    await panel.getByRole('combobox', { name: 'Needs' }).click();
    await page.getByRole('option', { name: 'Cancellation requested' }).click();
    const row = panel.getByRole('article', { name: `Launch ${reference}` });
    await expect(row).toContainText('Cancellation requested');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
      ).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`board-needs-${width}.png`), fullPage: true });
    }

    await page.goto('/admin?tab=orders');
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await orders.getByRole('combobox', { name: 'Needs' }).click();
    await page.getByRole('option', { name: 'Cancellation requested' }).click();
    await expect(orders.getByRole('article', { name: `Order ${reference}` })).toContainText(
      'Cancellation requested',
    );
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`orders-needs-${width}.png`), fullPage: true });
    }
  });
});
