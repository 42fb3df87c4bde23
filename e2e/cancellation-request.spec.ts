import { customerWithPaidOrder, expect, expectNoAxeViolations, staffPage, test } from './support.ts';

// A cancellation request is answered, never in silence: the admin's partial refund keeps it open
// when told so, a decline carries a reply, and the customer's order page says where it stands.

test('a partial refund keeps the request open when the admin says so, and a decline is read on the order', async ({
  page,
  browser,
}, testInfo) => {
  const { account, orderId } = await customerWithPaidOrder(page, 'Devika Nair', 'growth');
  const asked = await page.request.post(`/api/orders/${orderId}/cancellation-request`, {
    data: { reason: 'We are closing the venture' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const staff = await staffPage(browser);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto('/admin');
  await staff.getByRole('searchbox', { name: 'Search orders' }).fill(account.email);
  const { reference } = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data;
  await staff
    .getByRole('article', { name: `Order ${reference}` })
    .getByRole('button', { name: /^View details and timeline/ })
    .click();
  await staff.getByRole('main').getByRole('button', { name: 'Refund…' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Refund this order' });
  await dialog.getByLabel('Amount in rupees').fill('5000');
  await dialog.getByLabel('Reason').fill('Domain fee returned');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByText(/say whether this partial refund settles it/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Refund part and keep the request open' }).check();
  await staff.screenshot({ path: testInfo.outputPath('admin-refund-choice-1280.png') });
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  const confirm = staff.getByRole('dialog', { name: /^Refund ₹5,000 to / });
  await expect(confirm).toContainText('The cancellation request stays open.');
  await confirm.getByRole('button', { name: 'Yes, refund ₹5,000' }).click();
  await expect(confirm).toBeHidden();

  const request = page.getByTestId('cancellation-request');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(request).toContainText('We are looking at it');
    await expect(request).toContainText('Your reason: We are closing the venture');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`request-open-${width}.png`) });
  }

  await staff.getByLabel('Reply to decline').fill('Your company is already incorporated; the rest goes on.');
  await staff.getByRole('button', { name: 'Decline request' }).click();
  await expect(staff.getByRole('button', { name: 'Decline request' })).toBeHidden();
  await staff.context().close();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(request).toContainText('We declined it on');
    await expect(request).toContainText('Your company is already incorporated; the rest goes on.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`request-declined-${width}.png`) });
  }
});
