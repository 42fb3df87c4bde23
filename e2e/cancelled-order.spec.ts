import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { admin, createAccount, expect, signIn, test } from './support.ts';

// A cancelled and refunded order reads as closed on the order page and the dashboard's card: when
// it was cancelled and what was refunded, no launch date, nothing asked of the customer.

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('a cancelled and refunded order says so on its page and its dashboard card', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await createAccount(page, { name: 'Meera Pillai' });
  await signIn(page, account);
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'growth' } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl, orderId } = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, admin);
  const cancel = await staff.request.patch(`/api/admin/orders/${orderId}/status`, {
    data: { status: 'cancelled', money: 'refund', reason: 'The founder changed plans' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await context.close();

  const closure = page.getByTestId('order-closure');
  await expect(async () => {
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(closure).toHaveText(/^Cancelled on \d+ \w+ \d{4}, ₹49,999 refunded on \d+ \w+ \d{4}$/, {
      timeout: 5000,
    });
  }).toPass({ timeout: 90_000 });

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(closure).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).not.toContainText(/Expected launch|Waiting on you|Needed from you|Needs you/);
    await expect(main.getByRole('region', { name: 'Documents' })).toContainText('Not needed');
    await expect(main.getByRole('region', { name: 'Stages' })).toContainText('Void');
    // The timeline names each entry: the refund's, not "Launch update".
    const timeline = main.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('Refund started');
    await expect(timeline).toContainText('Refund completed');
    await expect(timeline).not.toContainText('Launch update');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`cancelled-order-${width}.png`), fullPage: true });

    await page.goto('/dashboard?tab=orders');
    await expect(closure).toHaveText(/^Cancelled on .*, ₹49,999 refunded on /);
    await expect(main).not.toContainText(/Expected launch|Waiting on you/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`cancelled-card-${width}.png`), fullPage: true });
  }
});
