import type { Browser, Page } from '@playwright/test';
import { linkIn, openMailbox } from './mailbox.ts';
import {
  admin,
  createAccount,
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  indiaToday,
  newAccount,
  payOnPaymentPage,
  pdfFile,
  signIn,
  test,
} from './support.ts';

async function referenceOf(page: Page, orderId: string): Promise<string> {
  const res = await page.request.get(`/api/orders/${orderId}`);
  return ((await res.json()).data as { reference: string }).reference;
}

/** Axe at 1280 and 375 px, with a screenshot at each width. */
async function checkBothWidths(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A customer with a paid Starter order waiting on a document, and a Growth order not paid yet. */
async function customerWithOrders(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(page, { name: 'Tanvi Shah' });
  await signIn(page, account);
  const paidId = await payOnPaymentPage(page, 'starter');
  await page.goto(`/dashboard/orders/${paidId}`);
  const pan = page.getByTestId('document').filter({ hasText: 'PAN card of each director' });
  await pan.getByLabel('File for PAN card of each director').setInputFiles(pdfFile('pan.pdf'));
  await pan.getByRole('button', { name: 'Upload' }).click();
  await expect(pan.getByText('Being checked')).toBeVisible();
  const unpaid = await page.request.post('/api/payments/initiate', { data: { packageId: 'growth' } });
  expect(unpaid.status(), await unpaid.text()).toBe(200);
  const unpaidId = ((await unpaid.json()).data as { orderId: string }).orderId;
  const references = { paid: await referenceOf(page, paidId), unpaid: await referenceOf(page, unpaidId) };
  await context.close();
  return { account, paidId, unpaidId, references };
}

test.describe('a day of the provider’s staff', () => {
  test('records an offline payment, reviews documents from the board, withdraws a deliverable, refunds and cancels through a refund', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(480_000);
    const { paidId, unpaidId, references } = await customerWithOrders(browser);
    await signIn(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A bank transfer arrives for the Growth order: recorded on its page.
    await page.goto(`/admin/orders/${unpaidId}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Record a payment received offline…' }).click();
    const offline = page.getByRole('dialog', { name: 'Record a payment received offline' });
    await offline.getByLabel('Amount in rupees').fill('49999');
    await offline.getByLabel('Method').selectOption('NEFT');
    await offline.getByLabel('Reference', { exact: true }).fill('UTR N2611260042');
    await offline.getByLabel('Received on').fill(indiaToday());
    await offline.getByRole('button', { name: 'Record payment' }).click();
    await expect(offline).toBeHidden();
    await expect(main.getByText(/Received by \w+ on .*, reference UTR N2611260042/).first()).toBeVisible();

    // The board's "documents to review" filter leads to the Starter order.
    await page.goto('/admin?tab=launches');
    const board = page.getByRole('tabpanel', { name: 'Launch board' });
    await board.getByRole('combobox', { name: 'Needs' }).click();
    await page.getByRole('option', { name: 'Documents to review' }).click();
    const row = board.getByRole('article', { name: `Launch ${references.paid}` });
    await row.getByRole('button', { name: /^Open Starter Package/ }).click();
    await expect(page).toHaveURL(`/admin/orders/${paidId}`);
    const pan = main.getByTestId('admin-document').filter({ hasText: 'PAN card of each director' });
    await pan.getByRole('button', { name: 'Accept' }).click();
    await expect(pan.getByText('Accepted')).toBeVisible();

    // A deliverable handed over by mistake is withdrawn, with the reason.
    await main.getByLabel('Deliverable').selectOption({ index: 0 });
    await main.getByLabel('File to hand over').setInputFiles(pdfFile('wrong-certificate.pdf'));
    await main.getByRole('button', { name: 'Hand over', exact: true }).click();
    // Its milestone has not started: the panel asks first (the question is a 409, which Chromium logs).
    expectConsoleError(page, /status of 409/);
    const early = main.getByTestId('deliverable-not-started');
    await expect(early).toContainText('has not started yet');
    await early.getByRole('button', { name: 'Hand over anyway' }).click();
    const withdraw = main.getByRole('button', { name: /^Withdraw .*wrong-certificate\.pdf$/ });
    await withdraw.click();
    const withdrawal = page.getByRole('dialog', { name: 'Withdraw this deliverable?' });
    await withdrawal.getByLabel('Why it is withdrawn').fill('Another customer’s certificate');
    await withdrawal.getByRole('button', { name: 'Withdraw' }).click();
    await expect(withdrawal).toBeHidden();
    await expect(withdraw).toBeHidden();

    // A part of the fee goes back, confirmed with the amount, the customer and the method.
    await main.getByRole('button', { name: 'Refund…' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund this order' });
    await refund.getByLabel('Amount in rupees').fill('5000');
    await refund.getByLabel('Reason').fill('Name search done by the customer');
    await refund.getByRole('button', { name: 'Review refund' }).click();
    const confirm = page.getByRole('dialog', { name: /^Refund ₹5,000 to Tanvi Shah via .+\?$/ });
    await expect(confirm).toBeVisible();
    await checkBothWidths(page, 'refund-confirm', (f) => testInfo.outputPath(f));
    await confirm.getByRole('button', { name: 'Yes, refund ₹5,000' }).click();
    await expect(confirm).toBeHidden();
    await expect(main.getByText(/₹5,000.*Name search done by the customer/).first()).toBeVisible();

    // Then the customer cancels by phone: the paid order is cancelled with a refund of the rest.
    // A first try is taken back with "Keep order"; focus returns to the status control each time.
    const statusControl = main.getByRole('combobox', { name: /^Status of / });
    const cancel = page.getByRole('dialog', { name: 'Cancel this paid order?' });
    await statusControl.click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await cancel.getByRole('button', { name: 'Keep order' }).click();
    await expect(cancel).toBeHidden();
    await expect(statusControl).toBeFocused();
    await statusControl.click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await cancel.getByLabel('Note for the customer (optional)').fill('Cancelled at the customer’s request');
    await cancel.getByRole('button', { name: 'Cancel order and refund' }).click();
    await expect(cancel).toBeHidden();
    await expect(statusControl).toBeFocused();
    await expect(main.getByText(/₹19,999/).first()).toBeVisible();
    await checkBothWidths(page, 'order-page', (f) => testInfo.outputPath(f));
  });

  test('an owner invites a colleague to support, who signs in to a console without money, and changes their role', async ({
    page,
    browser,
  }, testInfo) => {
    const mailbox = await openMailbox();
    try {
      const colleague = newAccount({ name: 'Kabir Menon', password: 'monsoon ledger 2026' });
      await signIn(page, admin);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin?tab=users');
      const users = page.getByRole('tabpanel', { name: 'Users' });
      await users.getByRole('button', { name: 'Invite user' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a user' });
      await invite.getByLabel('Full Name').fill(colleague.name);
      await invite.getByLabel('Email').fill(colleague.email);
      await expect(invite.getByLabel('Phone')).toHaveCount(0);
      await invite.getByLabel('Role', { exact: true }).selectOption('support');
      await expectNoAxeViolations(page);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible();
      await users.getByRole('searchbox', { name: 'Search users' }).fill(colleague.email);
      const row = users.getByRole('listitem').filter({ hasText: colleague.email });
      await expect(row.getByText('Invitation pending')).toBeVisible();
      await row.getByRole('button', { name: `Manage ${colleague.name}` }).click();
      await expect(page.getByRole('dialog', { name: `Manage ${colleague.name}` })).toBeVisible();
      await checkBothWidths(page, 'users-manage', (f) => testInfo.outputPath(f));
      await page.keyboard.press('Escape');

      const mail = await mailbox.waitForMail(
        colleague.email,
        'You are invited to Launchpad: choose your password',
      );
      const link = new URL(linkIn(mail.text, 'http'));
      const theirs = await browser.newContext();
      const invitee = await theirs.newPage();
      await invitee.goto(`${link.pathname}${link.search}`);
      await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
      await checkBothWidths(invitee, 'accept-invitation', (f) => testInfo.outputPath(f));
      await invitee.getByLabel('Your password').fill(colleague.password);
      await invitee.getByRole('button', { name: 'Set my password' }).click();
      await expect(invitee.getByText('Your password is set. Sign in with it.')).toBeVisible();
      await signIn(invitee, colleague);
      await invitee.goto('/admin');
      await expect(invitee.getByRole('heading', { name: `Welcome, ${colleague.name}` })).toBeVisible();
      // Support answers customers and touches no money: no invoices, no export, no refund.
      const tabs = invitee.getByRole('tablist', { name: 'Admin sections' });
      await expect(tabs.getByRole('tab', { name: 'Complaints' })).toBeVisible();
      await expect(tabs.getByRole('tab', { name: 'Invoices' })).toHaveCount(0);
      const orders = invitee.getByRole('tabpanel', { name: 'Orders' });
      await expect(orders.getByRole('searchbox')).toBeVisible();
      await expect(orders.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
      await expect(invitee.getByRole('button', { name: 'Refund…' })).toHaveCount(0);

      await page.reload();
      await users.getByRole('searchbox', { name: 'Search users' }).fill(colleague.email);
      await expect(row).toContainText('Support');
      await expect(row.getByText('Invitation pending')).toBeHidden();

      // The owner makes them Operations: a new role ends the sessions it had.
      await row.getByRole('button', { name: `Manage ${colleague.name}` }).click();
      const manage = page.getByRole('dialog', { name: `Manage ${colleague.name}` });
      await manage.getByLabel('Role', { exact: true }).selectOption('operations');
      await manage.getByRole('button', { name: 'Change role' }).click();
      await page.getByRole('button', { name: 'Yes, change role' }).click();
      await expect(page.getByText(/^Role changed to Operations/)).toBeVisible();
      await expect(row).toContainText('Operations');
      const me = await invitee.request.get('/api/auth/me');
      expect(me.status()).toBe(401);
      await theirs.close();
    } finally {
      await mailbox.close();
    }
  });
});
