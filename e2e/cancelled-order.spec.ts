import { customerWithPaidOrder, expect, expectNoAxeViolations, staffPage, test } from './support.ts';

// A cancelled and refunded order reads as closed on the order page and the dashboard's card: when
// it was cancelled and what was refunded, no launch date, nothing asked of the customer.

test('a cancelled and refunded order says so on its page and its dashboard card', async ({
  page,
  browser,
}, testInfo) => {
  const { orderId } = await customerWithPaidOrder(page, 'Meera Pillai', 'growth');

  const staff = await staffPage(browser);
  const cancel = await staff.request.patch(`/api/admin/orders/${orderId}/status`, {
    data: { status: 'cancelled', money: 'refund', reason: 'The founder changed plans' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await staff.context().close();

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
    // The timeline names each entry: the refund's with its amount, not "Launch update".
    const timeline = main.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText('Refund of ₹49,999 started');
    await expect(timeline).toContainText('Refund of ₹49,999 issued');
    await expect(timeline).not.toContainText('Launch update');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`cancelled-order-${width}.png`), fullPage: true });

    await page.goto('/dashboard?tab=orders');
    await expect(closure).toHaveText(/^Cancelled on .*, ₹49,999 refunded on /);
    await expect(main).not.toContainText(/Expected launch|Expected to launch|Waiting on you/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`cancelled-card-${width}.png`), fullPage: true });
  }
});
