import type { Page } from '@playwright/test';
import { admin, createAccount, expect, expectConsoleError, signIn, test } from './support.ts';

/** A small but genuine PDF, as a customer would pick it. */
const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

/** Pays for a Starter package on the sandbox's checkout page and returns the order id. */
async function payForStarter(page: Page): Promise<string> {
  const res = await page.request.post('/api/payments/initiate', { data: { packageId: 'starter' } });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl, orderId } = (await res.json()).data as { checkoutUrl: string; orderId: string };
  await page.goto(checkoutUrl);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderId;
}

test.describe('the launch tracker', () => {
  test('pay → plan and date → upload → rejected with a reason → upload again → accepted, milestone finished, all seen live', async ({
    page,
    browser,
  }) => {
    const account = await createAccount(page, { name: 'Nisha Rao' });
    await signIn(page, account);
    const orderId = await payForStarter(page);

    // From the payment result to the order's own page.
    await page.getByRole('link', { name: 'Track your launch' }).click();
    await page.waitForURL(`**/dashboard/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Starter Package' })).toBeVisible();
    await expect(page.getByTestId('expected-launch-date')).toHaveText(/\d{1,2} \w{3} \d{4}/);
    await expect(page.getByTestId('track-state')).toHaveText(/Waiting on you since/);
    await expect(page.getByText('Certificate of incorporation issued')).toBeVisible();

    const pan = page.getByTestId('document').filter({ hasText: 'PAN card of each director' });
    await pan.getByLabel('File for PAN card of each director').setInputFiles(pdfFile('pan.pdf'));
    await pan.getByRole('button', { name: 'Upload' }).click();
    await expect(pan.getByText('Being checked')).toBeVisible();
    await expect(pan.getByRole('link', { name: 'pan.pdf' })).toBeVisible();

    // The team, in a browser of its own.
    const team = await browser.newContext();
    const adminPage = await team.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto(`/admin/orders/${orderId}`);
    const dialog = adminPage.getByRole('main');
    const panRow = dialog.getByTestId('admin-document').filter({ hasText: 'PAN card of each director' });
    await panRow
      .getByLabel('Reason to reject PAN card of each director')
      .fill('The scan is cut off at the edge');
    await panRow.getByRole('button', { name: 'Reject' }).click();
    await expect(panRow.getByText('Rejected: The scan is cut off at the edge')).toBeVisible();

    // The customer sees the reason without reloading (the order page follows GET /api/events), and
    // sends the document again.
    await expect(pan.getByText('Not accepted: The scan is cut off at the edge')).toBeVisible();
    await pan.getByLabel('New file to replace pan.pdf').setInputFiles(pdfFile('pan-full.pdf'));
    await pan.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(pan.getByRole('link', { name: 'pan-full.pdf' })).toBeVisible();
    await expect(pan.getByText('Not accepted')).toBeHidden();

    // The team accepts it and finishes a milestone with a note.
    await adminPage.reload();
    const panAgain = dialog.getByTestId('admin-document').filter({ hasText: 'PAN card of each director' });
    await panAgain.getByRole('button', { name: 'Accept' }).click();
    await expect(panAgain.getByText('Accepted')).toBeVisible();
    const dsc = dialog.getByTestId('admin-milestone').filter({ hasText: 'Digital signatures (DSC)' });
    await dsc.getByLabel(/^Note on Digital signatures/).fill('Both directors have their DSC');
    await dsc.getByRole('button', { name: 'Finish' }).click();
    // The other documents are still to come: finishing after them asks first.
    await dsc.getByRole('button', { name: 'Finish anyway' }).click();
    await expect(dsc.getByText(/^Done/)).toBeVisible();

    // Live again: the acceptance and the finished milestone, with its note, without a reload.
    await expect(pan.getByText('Accepted')).toBeVisible();
    const milestone = page.getByTestId('milestone').filter({ hasText: 'Digital signatures (DSC)' });
    await expect(milestone.getByText(/^Done on/)).toBeVisible();
    await expect(milestone.getByText('Both directors have their DSC')).toBeVisible();
    await expect(page.getByText('2 of')).toBeVisible();

    // The dashboard's overall progress follows the team's next step as it happens.
    await page.goto('/dashboard');
    await expect(page.getByText(/^2 of \d+ milestones done across your launch/)).toBeVisible();
    const naming = dialog
      .getByTestId('admin-milestone')
      .filter({ hasText: 'Company name approved by the registrar' });
    await naming.getByRole('button', { name: 'Finish' }).click();
    await naming.getByRole('button', { name: 'Finish anyway' }).click();
    await expect(naming.getByText(/^Done/)).toBeVisible();
    await expect(page.getByText(/^3 of \d+ milestones done across your launch/)).toBeVisible();
    await team.close();

    // The dashboard card carries the date and the state, and links here.
    await page.goto('/dashboard?tab=orders');
    await expect(page.getByText(/Expected launch \d/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track your launch' }).first()).toBeVisible();
  });

  test("another customer's order page says it cannot be found", async ({ page, browser }) => {
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, await createAccount(ownerPage));
    const orderId = await payForStarter(ownerPage);
    await owner.close();

    await signIn(page, await createAccount(page));
    expectConsoleError(page, /status of 404/);
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(
      page.getByText('We could not find this order. It may belong to another account.'),
    ).toBeVisible();
  });
});
