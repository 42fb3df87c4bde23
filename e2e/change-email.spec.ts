import { linkIn, openMailbox } from './mailbox.ts';
import { createAccount, expect, newAccount, signIn, test } from './support.ts';

let mailbox: Awaited<ReturnType<typeof openMailbox>>;

test.beforeAll(async () => {
  mailbox = await openMailbox();
});

test.afterAll(async () => {
  await mailbox?.close();
});

test('a customer changes the email on the account page, confirms it from the new mailbox and signs in with it', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount(page, { name: 'Rhea Malhotra' });
  const next = newAccount().email.replace('meera.', 'rhea.new.');
  await signIn(page, account);
  // Only an account whose address was confirmed can move to another one.
  const verification = await mailbox.waitForMail(account.email, 'Confirm your email for Launchpad');
  await page.goto(linkIn(verification.text, `${baseURL}/verify-email?token=`));
  await expect(page.getByRole('status').filter({ hasText: 'your email is confirmed' })).toBeVisible();
  await page.goto('/account');

  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await dialog.getByLabel('New Email').fill(next);
  await dialog.getByLabel('Current Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Link sent to ${next}.`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Until the new address is proved, the account keeps the old one.
  const profile = page.getByRole('definition').filter({ hasText: '@' });
  await expect(profile).toContainText(account.email);

  const mail = await mailbox.waitForMail(next, 'Confirm your new email for Launchpad');
  // The new address is not proved yet: the mail greets no one by the name the account typed.
  expect(mail.text).toContain('Hello,');
  expect(mail.text).not.toContain('Rhea Malhotra');
  await page.goto(linkIn(mail.text, `${baseURL}/confirm-email?token=`));
  await expect(page.getByRole('status').filter({ hasText: 'Your email has been changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.waitForURL('**/account');
  await expect(profile).toContainText(next);

  // The current address heard of the request at once, without the whole new address.
  const announced = await mailbox.waitForMail(
    account.email,
    'Someone asked to move your Launchpad account to another email',
  );
  expect(announced.text).toContain('r***@');
  expect(announced.text).not.toContain(next);

  const told = await mailbox.waitForMail(account.email, 'Your Launchpad email was changed');
  expect(told.text).toContain(`changed to ${next}`);

  // Another browser signs in with the new address.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByRole('textbox', { name: 'Email' }).fill(next);
  // Until the page's script runs, the hidden create-account form holds a Password field too.
  await otherPage.locator('#sign-in-password').fill(account.password);
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await otherPage.waitForURL('**/dashboard');
  await other.close();
});
